import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    public enum Evaluation: Equatable {
        /// The code is an unfinished statement; more lines are needed.
        case incomplete
        /// Ran; the error report if it failed.
        case done(String?)
    }

    /// Runs a line typed at the prompt, as the standard `lua` prompt does: an
    /// expression prints its values; an unfinished statement asks for more.
    public func evaluate(_ code: String, show: Bool = false) -> Evaluation {
        let base = stack.top
        defer { stack.setTop(base) }
        if load("return " + code, chunkName: "=stdin") == LUA_OK {
            return .done(runPrinting(base: base, show: show))
        }
        stack.setTop(base)
        if load(code, chunkName: "=stdin") == LUA_OK {
            return .done(runPrinting(base: base, show: show))
        }
        let message = stack.toString(-1) ?? "syntax error"
        if message.hasSuffix("<eof>") { return .incomplete }
        return .done(message)
    }

    private func load(_ code: String, chunkName: String) -> Int32 {
        var code = code
        return code.withUTF8 { buf in
            buf.withMemoryRebound(to: CChar.self) { rl_loadbuffer(L, $0.baseAddress, $0.count, chunkName) }
        }
    }

    /// Calls the chunk on top and prints whatever it returns (readably with `show`).
    private func runPrinting(base: Int32, show: Bool) -> String? {
        pendingTraceback = nil
        if rl_pcall(L, 0, LUA_MULTRET) != LUA_OK {
            let (message, traceback) = errorReport(stack.toString(-1) ?? "(error object is not a string)")
            return traceback.isEmpty ? message : "\(message)\n\(traceback)"
        }
        let results = stack.top - base
        guard results > 0 else { return nil }
        if show {
            var parts: [String] = []
            for i in 1...results {
                stack.registryGet(valuesRef)
                stack.rawGet(-1, "show")
                stack.remove(-2)
                stack.pushValue(base + i)
                if rl_pcall(L, 1, 1) != LUA_OK { return stack.toString(-1) }
                parts.append(stack.toString(-1) ?? "?")
                stack.pop()
            }
            output(parts.joined(separator: "\t") + "\n")
            return nil
        }
        getGlobal("print")
        stack.insert(base + 1)
        if rl_pcall(L, results, 0) != LUA_OK { return stack.toString(-1) }
        return nil
    }
}
