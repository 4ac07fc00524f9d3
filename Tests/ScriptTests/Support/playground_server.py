"""Starting and stopping the playground's server, for the playground's tests
(playground_browser.py, playground_hostile.py).

    process, url = start([".build/debug/respond-lua", "play", "x.lua"])
    port, token = address(url)
    ...
    stop(process)

`start` runs the command with `--no-open --port 0` added (a free port, no
browser) and reads its first lines until the page's URL: `respond-lua play`,
`respond-lua exercises play N` and `respond-lua-play` itself all print it.
"""
import resource
import subprocess


def start(command, fd_limit=None):
    """The running server and its page's URL (with the token); exits the
    test with what the server said when it prints no URL."""
    def limit():
        if fd_limit:
            resource.setrlimit(resource.RLIMIT_NOFILE, (fd_limit, fd_limit))
    process = subprocess.Popen(command + ["--no-open", "--port", "0"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, preexec_fn=limit if fd_limit else None)
    lines = []
    line = ""
    for _ in range(5):   # `exercises play` may say first that it made the workspace
        line = process.stdout.readline()
        lines.append(line)
        if "http://127.0.0.1:" in line or not line:
            break
    if "http://127.0.0.1:" not in line:
        process.kill()
        raise SystemExit("the playground did not print its URL: %r %r" % (lines, process.stderr.read()))
    return process, line[line.index("http://"):].strip()


def address(url):
    """The port and the token of a page's URL."""
    return int(url.split(":")[2].split("/")[0]), url.split("token=")[1]


def stop(process, patience=10):
    """Asks the server to end (SIGTERM), then kills it if it has not after `patience` seconds."""
    process.terminate()
    try:
        process.wait(timeout=patience)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
