#if canImport(Glibc)
import Glibc
#endif
import RespondLua

/// A plain interactive prompt: each line runs as Lua; expressions print their values.
struct Prompt {
    let runtime: LuaRuntime

    func run() {
        let interactive = isatty(0) != 0
        var pending = ""
        while true {
            if interactive {
                print(pending.isEmpty ? "> " : ">> ", terminator: "")
                fflush(stdout)
            }
            guard let line = readLine() else { break }
            pending += (pending.isEmpty ? "" : "\n") + line
            switch runtime.evaluate(pending) {
            case .incomplete:
                continue
            case .done(let report):
                if let report { fputs(report + "\n", stderr) }
            }
            pending = ""
            fflush(stdout)
        }
    }
}
