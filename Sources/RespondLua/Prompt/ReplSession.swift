import CLua
import CLuaShim
import RespondCore
#if canImport(Glibc)
import Glibc
#endif

/// The interactive prompt's logic, apart from the terminal: commands, evaluation
/// (expressions print their values, readably), continuation of unfinished
/// statements, and tab-completion candidates.
public final class ReplSession {
    public private(set) var runtime: LuaRuntime
    private let makeRuntime: () throws -> LuaRuntime
    /// Lines of an unfinished statement.
    public private(set) var pending = ""

    public enum Outcome: Equatable {
        case needMore
        case done
        case quit
    }

    public init(runtime: LuaRuntime, makeRuntime: @escaping () throws -> LuaRuntime) {
        self.runtime = runtime
        self.makeRuntime = makeRuntime
    }

    public var prompt: String { pending.isEmpty ? "> " : ">> " }

    public static let help = """
        Type Lua; an expression prints its value (=EXPR too), and _ is the last one. Unfinished statements continue on the next line.
        Commands:
          :help           this text
          :help NAME      what NAME is: a class's members, a function's signatures (NAME? too: UIButton?, tap?, sim?)
          :inspect EXPR   what a value holds now: a view's frame, flags, recognizers, targets, chain (EXPR?? too: v??)
          :tree           the windows and views
          :explain X Y    why a touch at X, Y goes where it goes
          :chain EXPR     the responder chain of a responder
          :trace on|off   print every dispatch step as it happens
          :reset          a fresh engine (everything made so far is gone)
          :load FILE      run a script in this session
          :quit           leave (Ctrl-D too)
        Tab completes names, members (of values too: v.frame.mi), commands and :load's file names.
        Up and Down recall earlier statements, whole. Ctrl-C stops a runaway statement or clears the line.

        """

    /// Whether values and errors are coloured (the prompt sets it when standard
    /// output is a terminal and NO_COLOR is unset).
    public var colors = false

    /// The statement just completed, as one piece (its lines joined), for history.
    public private(set) var lastStatement = ""

    /// Handles one line of input.
    public func feed(_ line: String) -> Outcome {
        runtime.clearInterrupt()
        // Every statement at the prompt is `stdin:1`: a misspelling warns again
        // each time it is typed, not once per session.
        if pending.isEmpty { runtime.nameBook.warnedSites.removeAll() }
        if pending.isEmpty, line.hasPrefix(":") {
            lastStatement = line
            return command(line)
        }
        // `NAME?` is `:help NAME`, `EXPR??` is `:inspect EXPR` (Lua has no `?`).
        if pending.isEmpty, let question = Self.question(line) {
            lastStatement = line
            switch question {
            case .help(let name): help(name)
            case .inspect(let expression): inspect(expression, column: line.leadingSpaceCount + 1)
            }
            return .done
        }
        // Python's words for help and leaving, when the script has not defined them:
        // `help` and `help()` give the help, `exit()` and `quit()` leave, and a bare
        // `exit` or `quit` says how (as Python does), instead of `nil` or an error.
        if pending.isEmpty, let word = Self.pythonWord(line), runtime.globalIsNil(word.name) {
            lastStatement = line
            switch (word.name, word.called) {
            case ("help", _):
                runtime.output(Self.help)
            case (_, true):
                return .quit
            default:
                runtime.output("Use :quit, \(word.name)() or Ctrl-D (on an empty line) to leave.\n")
            }
            return .done
        }
        // `=expr` prints the expression, as Lua 5.3's prompt did (evaluated as an
        // expression, so that it becomes `_` too). The `=` becomes a space, so that
        // the columns a syntax error names are those of the line as typed.
        let text = pending.isEmpty && line.hasPrefix("=") ? " " + line.dropFirst() : line
        lastStatement = pending.isEmpty ? line : lastStatement + "\n" + line
        pending += (pending.isEmpty ? "" : "\n") + text
        switch runtime.evaluate(pending, show: true, colors: colors, keepingResult: true) {
        case .incomplete:
            return .needMore
        case .done(let report):
            if let report { showError(report) }
            // A bare name that is nil, where a view has that name: most often a
            // `local` of the script run before the prompt (gone, as in `lua`).
            let name = pending.trimmingSpaces
            if report == nil, Self.isName(name), runtime.globalIsNil(name), let path = runtime.viewPath(named: name) {
                runtime.output("(\(name) is no global: a script's locals are gone, as in lua. "
                               + "The view named \"\(name)\" is \(path))\n")
            }
        }
        pending = ""
        return .done
    }

    enum Question: Equatable {
        case help(String)
        case inspect(String)
    }

    /// `UIButton?`, `sim.tap?`, `?` (help) and `v??`, `app.keyWindow??` (inspect);
    /// nil for anything else, which goes to Lua. A `?` can only end a line of Lua
    /// inside a comment, so a line with `--` is left to Lua.
    static func question(_ line: String) -> Question? {
        let text = line.trimmingSpaces
        guard text.hasSuffix("?"), !text.contains("--") else { return nil }
        if text.hasSuffix("??") {
            var expression = String(text.dropLast(2)).trimmingSpaces
            // `=v??` as `v??`: the `=` of `=expr` says "print it", which `??` does.
            if expression.hasPrefix("=") { expression = String(expression.dropFirst()).trimmingSpaces }
            return expression.isEmpty ? .help("") : .inspect(expression)
        }
        let name = String(text.dropLast()).trimmingSpaces
        if name.isEmpty || isHelpName(name) { return .help(name) }
        return nil
    }

    /// Names joined by `.` (and a last `:`): `UIView`, `sim.tap`, `UIView:hitTest`.
    static func isHelpName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: ":", omittingEmptySubsequences: false)
        }
        return text.filter { $0 == ":" }.count <= 1 && parts.allSatisfy { isName(String($0)) }
    }

    /// Names joined by `.`: `app.keyWindow`.
    static func isPath(_ text: String) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isName(String($0)) }
    }

    private func help(_ name: String) {
        var name = name
        while name.hasSuffix("?") { name = String(name.dropLast()).trimmingSpaces }
        runtime.output(name.isEmpty ? Self.help : runtime.helpText(for: name))
    }

    /// `column`: where the expression starts on the line typed, so that a syntax
    /// error's columns are the line's.
    private func inspect(_ expression: String, column: Int) {
        let (text, error) = runtime.inspect(expression: expression, column: column)
        if let error { showError(error) }
        if let text { runtime.output(text) }
    }

    static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// `help`, `exit`, `quit`, with or without `()`, alone on the line.
    static func pythonWord(_ line: String) -> (name: String, called: Bool)? {
        var text = line.trimmingSpaces
        let called = text.hasSuffix("()")
        if called { text = String(text.dropLast(2)).trimmingSpaces }
        return ["help", "exit", "quit"].contains(text) ? (text, called) : nil
    }

    /// An error report: the message line in red when colours are on.
    private func showError(_ report: String) {
        guard colors else {
            runtime.errorOutput(report + "\n")
            return
        }
        var lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[0] = Colors.error + lines[0] + Colors.reset
        runtime.errorOutput(lines.joined(separator: "\n") + "\n")
    }

    /// Input ended (Ctrl-D, or the end of a pipe) in the middle of a statement: as
    /// Lua's and Python's prompts do, the statement is dropped with the error it
    /// has (`stdin:1: 'end' expected near <eof>`). Returns whether there was one;
    /// at a terminal the prompt then goes on, and only Ctrl-D on an empty line leaves.
    @discardableResult
    public func endOfInput() -> Bool {
        guard !pending.isEmpty else { return false }
        showError(runtime.syntaxError(of: pending) ?? "stdin: unfinished statement")
        cancelPending()
        return true
    }

    /// Drops an unfinished statement (Ctrl-C at the prompt).
    public func cancelPending() {
        pending = ""
        lastStatement = ""
    }

    /// The prompt's commands, for `:help` and completion.
    public static let commands = [":chain", ":explain", ":help", ":inspect", ":load", ":quit", ":reset", ":trace", ":tree"]

    private func command(_ line: String) -> Outcome {
        // The command's name ends at the first space, tab or ideographic space (a
        // Chinese input method types U+3000 for a space).
        let words = line.dropFirst().split(maxSplits: 1, whereSeparator: \.isPromptSpace).map(String.init)
        let name = words.first ?? ""
        let rest = words.count > 1 ? words[1].trimmingSpaces : ""
        func run(_ code: String) {
            if let report = runtime.run(code: code, chunkName: "=" + line).report { showError(report) }
        }
        switch name {
        case "help", "h", "?":
            help(rest)
        case "inspect", "i":
            guard !rest.isEmpty else {
                runtime.errorOutput(":inspect takes an expression, like :inspect button (or button??)\n")
                return .done
            }
            // ":" and the command's name, the space split on, then the spaces `rest` lost.
            inspect(rest, column: 1 + name.count + 1 + words[1].leadingSpaceCount + 1)
        case "tree":
            run("tree()")
        case "explain":
            let numbers = rest.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            guard numbers.count == 2 else {
                runtime.errorOutput(":explain takes two numbers, the x and y of a screen point: :explain 120 80\n")
                return .done
            }
            run("explain(\(numbers[0]), \(numbers[1]))")
        case "chain":
            guard !rest.isEmpty else {
                runtime.errorOutput(":chain takes a responder, like :chain button\n")
                return .done
            }
            // One clean line when the expression is no responder (or fails).
            if let problem = runtime.printChain(of: rest) { runtime.errorOutput(":chain \(rest): \(problem)\n") }
        case "trace":
            guard rest == "on" || rest == "off" else {
                runtime.errorOutput(":trace takes on or off\n")
                return .done
            }
            run("sim.trace(\(rest == "on"))")
        case "reset":
            do {
                let fresh = try makeRuntime()
                fresh.output = runtime.output
                fresh.errorOutput = runtime.errorOutput
                fresh.traceFormat = runtime.traceFormat
                runtime = fresh
                runtime.output("a fresh engine: no windows, no views, the clock at 0\n")
            } catch {
                runtime.errorOutput("cannot reset: \(error)\n")
            }
        case "load":
            guard !rest.isEmpty else {
                runtime.errorOutput(":load takes a file name\n")
                return .done
            }
            if let report = runtime.run(file: rest).report { showError(report) }
        case "quit", "q", "exit":
            return .quit
        default:
            runtime.errorOutput("unknown command :\(name) (try :help)\n")
        }
        return .done
    }

    // MARK: Completion

    /// Candidates completing the expression that ends `line` (the text before the
    /// cursor): globals, or the members of a table or engine object reached by a
    /// path of names (`app.keyWindow.ro` → `app.keyWindow.rootViewController`),
    /// of geometry values (`v.frame.mi` → `v.frame.minX`), and of what a geometry
    /// constructor returns (`CGRect(0, 0, 1, 1).` → `….minX`); the prompt's
    /// commands (`:tr` → `:trace`, `:tree`), `:load` file names and `:trace on|off`.
    /// Nothing is called to find them. Each candidate replaces the text from
    /// `completionStart(for:)` to the end of `line`.
    public func completions(for line: String) -> [String] {
        completion(for: line).candidates
    }

    /// Where the text the candidates replace starts in `line` (a UTF-8 offset).
    public func completionStart(for line: String) -> Int {
        completion(for: line).start
    }

    private func completion(for line: String) -> (start: Int, candidates: [String]) {
        if pending.isEmpty, line.hasPrefix(":") { return commandCompletion(for: line) }
        var start = line.endIndex
        while start > line.startIndex {
            let c = line[line.index(before: start)]
            if c.isLetter || c.isNumber || c == "_" || c == "." || c == ":" { start = line.index(before: start) } else { break }
        }
        let offset = line.utf8.distance(from: line.utf8.startIndex, to: start)
        let word = String(line[start...])
        let separatorIndex = word.lastIndex(where: { $0 == "." || $0 == ":" })
        let base = separatorIndex.map { String(word[..<$0]) } ?? ""
        let partial = separatorIndex.map { String(word[word.index(after: $0)...]) } ?? word
        let methodsOnly = separatorIndex.map { word[$0] == ":" } ?? false
        let prefix = separatorIndex.map { String(word[...$0]) } ?? ""
        // `CGRect(0, 0, 1, 1).mi`: the members of what that constructor returns.
        if base.isEmpty, separatorIndex == word.startIndex, start > line.startIndex, line[line.index(before: start)] == ")" {
            guard let callee = Self.callee(before: line.index(before: start), in: line) else { return (offset, []) }
            let names = runtime.resultMemberNames(ofCall: callee, methodsOnly: methodsOnly)
            return (offset, names.filter { $0.hasPrefix(partial) }.sorted().map { prefix + $0 })
        }
        let path = base.isEmpty ? [] : base.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if path.contains(where: \.isEmpty) || path.contains(where: { $0.contains(":") }) { return (offset, []) }
        if separatorIndex == nil, start > line.startIndex, line[line.index(before: start)] == ")" { return (offset, []) }
        let names = runtime.memberNames(path: path, methodsOnly: methodsOnly)
        return (offset, names.filter { $0.hasPrefix(partial) }.sorted().map { prefix + $0 })
    }

    /// The name called by the parenthesised arguments that close at `close`:
    /// `CGRect` in `CGRect(0, 0, 1, 1)`, `CGAffineTransform.makeScale` in `….makeScale(2)`.
    private static func callee(before close: String.Index, in line: String) -> String? {
        var depth = 0
        var i = close
        while true {
            switch line[i] {
            case ")": depth += 1
            case "(":
                depth -= 1
                if depth == 0 {
                    var nameStart = i
                    while nameStart > line.startIndex {
                        let c = line[line.index(before: nameStart)]
                        if c.isLetter || c.isNumber || c == "_" || c == "." { nameStart = line.index(before: nameStart) } else { break }
                    }
                    let name = String(line[nameStart..<i])
                    return name.isEmpty ? nil : name
                }
            default: break
            }
            guard i > line.startIndex else { return nil }
            i = line.index(before: i)
        }
    }

    /// `:tr` → the commands; `:load sc` → file names; `:trace o` → on, off;
    /// `:chain ex` → expressions.
    private func commandCompletion(for line: String) -> (start: Int, candidates: [String]) {
        guard let space = line.firstIndex(of: " ") else {
            return (0, Self.commands.filter { $0.hasPrefix(line) })
        }
        let command = String(line[..<space])
        var argumentStart = line.index(after: space)
        while argumentStart < line.endIndex, line[argumentStart] == " " { argumentStart = line.index(after: argumentStart) }
        let argument = String(line[argumentStart...])
        let offset = line.utf8.distance(from: line.utf8.startIndex, to: argumentStart)
        switch command {
        case ":load": return (offset, Self.fileNames(completing: argument))
        case ":trace": return (offset, ["off", "on"].filter { $0.hasPrefix(argument) })
        case ":chain", ":inspect", ":help":
            let inner = completion(for: argument)
            return (offset + inner.start, inner.candidates)
        default: return (offset, [])
        }
    }

    /// Files and directories (with a `/`) whose path starts with `partial`.
    static func fileNames(completing partial: String) -> [String] {
        let slash = partial.lastIndex(of: "/")
        let directory = slash.map { String(partial[...$0]) } ?? ""
        let namePrefix = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
        guard let dir = opendir(directory.isEmpty ? "." : directory) else { return [] }
        defer { closedir(dir) }
        var out: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." || !name.hasPrefix(namePrefix) { continue }
            if name.hasPrefix("."), !namePrefix.hasPrefix(".") { continue }
            var info = stat()
            let isDirectory = stat(directory + name, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            out.append(directory + name + (isDirectory ? "/" : ""))
        }
        return out.sorted()
    }
}

extension Character {
    /// A space as the prompt takes one: a space, a tab, or an ideographic space
    /// (U+3000, which a Chinese input method types for a space).
    var isPromptSpace: Bool { self == " " || self == "\t" || self == "\u{3000}" }
}

extension String {
    /// The prompt's spaces (`Character.isPromptSpace`) the string starts with.
    var leadingSpaceCount: Int { prefix(while: \.isPromptSpace).count }

    /// Without the prompt's spaces at either end.
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first?.isPromptSpace == true { s = s.dropFirst() }
        while s.last?.isPromptSpace == true { s = s.dropLast() }
        return String(s)
    }
}

extension LuaRuntime {
    /// Names available on the value reached from the globals by `path`, without
    /// calling anything (raw look-ups, engine objects through their class tables).
    func memberNames(path: [String], methodsOnly: Bool) -> [String] {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        lua_rawgeti(L, rl_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
        for name in path {
            let current = s.top
            guard lookUp(name, in: current) else { return [] }
            s.remove(current)
        }
        var names = Set<String>()
        collectNames(at: s.top, into: &names, methodsOnly: methodsOnly, depth: 0)
        return Array(names)
    }

    /// Pushes `value[name]` found without running code; false when not found.
    func lookUp(_ name: String, in index: Int32) -> Bool {
        let s = stack
        if let object = object(at: index) {
            s.registryGet(gettersRef(of: classFor(object)))
            s.push(name)
            let isProperty = s.rawGetKeyOnTop(-2) != LUA_TNIL
            s.pop(2)
            if isProperty {
                // Reading a property runs only Swift getters; skip those that would run script code.
                if let selector = Selector.byName[name], object.overrides(selector) { return false }
                if let controller = object as? ViewController, name == "view", !controller.isViewLoaded { return false }
                // The call borrows its function: keep it alive through the call.
                let function = LuaFunction(name: name, hasSelf: true) { _ in 0 }
                let call = LuaCall(runtime: self, L: L, function: function)
                s.pushValue(index)
                s.push(name)
                let got = withExtendedLifetime(function) {
                    guard let id = getterID(for: object, name) else { return false }
                    return (try? functions[id].body(call)) == 1
                }
                if got {
                    s.remove(-2)
                    s.remove(-2)
                    return true
                }
                s.setTop(index)
                return false
            }
            if pushFields(ofUserdataAt: index, create: false) {
                s.push(name)
                if s.rawGetKeyOnTop(-2) != LUA_TNIL { s.remove(-2); return true }
                s.pop(2)
            }
            s.push(name)
            return pushClassMember(classFor(object), keyAt: -1) ? { s.remove(-2); return true }() : { s.pop(); return false }()
        }
        if let luaClass = luaClass(at: index) {
            s.push(name)
            if name == "super", let parent = luaClass.parent { s.pop(); s.registryGet(parent.proxyRef); return true }
            if pushClassMember(luaClass, keyAt: -1) { s.remove(-2); return true }
            s.pop()
            return false
        }
        guard s.isTable(index) else { return false }
        var table = index
        for _ in 0..<8 {
            s.push(name)
            if s.rawGetKeyOnTop(table) != LUA_TNIL { return true }
            s.pop()
            guard s.getMetatable(table) else { return false }
            s.rawGet(-1, "__index")
            s.remove(-2)
            guard s.isTable(-1) else { s.pop(); return false }
            table = s.top
        }
        return false
    }

    private func getterID(for object: EngineObject, _ name: String) -> Int? {
        stack.registryGet(gettersRef(of: classFor(object)))
        stack.rawGet(-1, name)
        defer { stack.pop(2) }
        return stack.toInteger(-1)
    }

    func collectNames(at index: Int32, into names: inout Set<String>, methodsOnly: Bool, depth: Int) {
        let s = stack
        let i = s.absolute(index)
        func addKeys(of table: Int32) {
            s.pushNil()
            while lua_next(L, table) != 0 {
                if let key = s.toString(-2), !key.hasPrefix("\u{1}"), !key.hasPrefix("__") {
                    if !methodsOnly || s.isFunction(-1) { names.insert(key) }
                }
                s.pop()
            }
        }
        if let object = object(at: i) {
            if !methodsOnly {
                s.registryGet(gettersRef(of: classFor(object)))
                addKeys(of: s.top)
                s.pop()
            }
            if pushFields(ofUserdataAt: i, create: false) {
                addKeys(of: s.top)
                s.pop()
            }
            addClassNames(classFor(object), into: &names, methodsOnly: methodsOnly)
            return
        }
        if let luaClass = luaClass(at: i) {
            addClassNames(luaClass, into: &names, methodsOnly: methodsOnly)
            if !methodsOnly { names.formUnion(["super", "className"]) }
            return
        }
        guard s.isTable(i), depth < 8 else { return }
        addKeys(of: i)
        if s.getMetatable(i) {
            addCompletions(forMetatableAt: s.top, into: &names, methodsOnly: methodsOnly)
            s.rawGet(-1, "__index")
            if s.isTable(-1) { collectNames(at: s.top, into: &names, methodsOnly: methodsOnly, depth: depth + 1) }
            s.pop(2)
        }
    }

    private func addClassNames(_ luaClass: LuaClass, into names: inout Set<String>, methodsOnly: Bool) {
        let s = stack
        fillContents(luaClass)
        for c in luaClass.ancestry {
            for ref in [c.membersRef, c.builtinsRef] where ref != 0 {
                s.registryGet(ref)
                s.pushNil()
                while lua_next(L, -2) != 0 {
                    if let key = s.toString(-2), !methodsOnly || s.isFunction(-1) { names.insert(key) }
                    s.pop()
                }
                s.pop()
            }
        }
    }
}

extension LuaRuntime {
    /// How to reach the view named `name` from the prompt (`app.keyWindow:find("B")`),
    /// or nil when no window holds one.
    public func viewPath(named name: String) -> String? {
        let base = stack.top
        defer { stack.setTop(base) }
        let code = """
            local name = ...
            for i, w in ipairs(app.windows) do
              if w:find(name) then
                return (rawequal(w, app.keyWindow) and "app.keyWindow" or "app.windows[" .. i .. "]")
                  .. ":find(" .. string.format("%q", name) .. ")"
              end
            end
            """
        guard load(code, chunkName: "=prompt") == LUA_OK else { return nil }
        stack.push(name)
        guard rl_pcall(L, 1, 1) == LUA_OK else { return nil }
        return stack.toString(-1)
    }

    /// Whether the global `name` is unset (looked up raw: no script code runs).
    func globalIsNil(_ name: String) -> Bool {
        let base = stack.top
        defer { stack.setTop(base) }
        lua_rawgeti(L, rl_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
        return stack.rawGet(-1, name) == LUA_TNIL
    }

    /// Pushes the prelude's completion tables (`values`, `results`).
    private func pushCompletions() -> Bool {
        stack.registryGet(refs.preludeValues)
        stack.rawGet(-1, "completions")
        stack.remove(-2)
        if stack.isTable(-1) { return true }
        stack.pop()
        return false
    }

    /// Pushes the prelude's completion table, its `values` table and the metatable
    /// at `index` (the key into it); false, with the stack unspecified, without them.
    private func pushCompletionValues(keyedBy index: Int32) -> Bool {
        let s = stack
        let mt = s.absolute(index)
        guard pushCompletions() else { return false }
        s.rawGet(-1, "values")
        s.pushValue(mt)
        return true
    }

    /// Names of values with this metatable that an __index function computes
    /// (geometry values, the tunables tables).
    func addCompletions(forMetatableAt index: Int32, into names: inout Set<String>, methodsOnly: Bool) {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        guard pushCompletionValues(keyedBy: index) else { return }
        guard s.rawGetKeyOnTop(-2) == LUA_TTABLE else { return }
        for kind in methodsOnly ? ["methods"] : ["fields", "methods"] {
            s.rawGet(-1, kind)
            if s.isTable(-1) {
                for i in 0..<s.rawLength(-1) {
                    s.rawGet(-1, index: i + 1)
                    if let name = s.toString(-1) { names.insert(name) }
                    s.pop()
                }
            }
            s.pop()
        }
    }

    /// Completes the members of the table whose metatable is at `index` with `fields`.
    func registerCompletions(forMetatableAt index: Int32, fields: [String]) {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        guard pushCompletionValues(keyedBy: index) else { return }
        s.newTable()
        push(strings: fields)
        s.rawSet(-2, "fields")
        lua_rawset(L, -3)
    }

    /// The members of what a geometry constructor returns (`CGRect(...)`), by name.
    func resultMemberNames(ofCall callee: String, methodsOnly: Bool) -> [String] {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        let name = callee.split(separator: ".").last.map(String.init) ?? callee
        guard pushCompletions() else { return [] }
        s.rawGet(-1, "results")
        guard s.rawGet(-1, name) == LUA_TTABLE else { return [] }
        var names = Set<String>()
        addCompletions(forMetatableAt: s.top, into: &names, methodsOnly: methodsOnly)
        return Array(names)
    }
}
