import CLua
import CLuaShim
import RespondCore

/// ANSI colours for the prompt (used only when it is a terminal and NO_COLOR is unset).
public enum Colors {
    public static let error = "\u{1B}[31m"
    public static let warning = "\u{1B}[33m"
    public static let string = "\u{1B}[32m"
    public static let number = "\u{1B}[36m"
    public static let keyword = "\u{1B}[35m"
    public static let reset = "\u{1B}[0m"
}

extension LuaRuntime {
    public enum Evaluation: Equatable {
        /// The code is an unfinished statement; more lines are needed.
        case incomplete
        /// Ran; the error report if it failed.
        case done(String?)
    }

    /// Registry key of the list of values the inspectors printed during the
    /// statement the prompt runs (present only while it runs).
    static let printedResultsKey = "respond-lua: values printed by inspectors"

    /// Runs a line typed at the prompt, as the standard `lua` prompt does: an
    /// expression prints its values; an unfinished statement asks for more.
    /// With `keepingResult`, an expression's first value becomes the global `_`
    /// (raw: no metamethod of `_G` runs); a statement leaves `_` alone. With
    /// `values`, the values shown go there instead of to `output` (the
    /// playground tells them from what the line printed).
    public func evaluate(_ code: String, show: Bool = false, colors: Bool = false, keepingResult: Bool = false,
                         values: ((String) -> Void)? = nil) -> Evaluation {
        let base = stack.top
        defer { stack.setTop(base) }
        if load("return " + code, chunkName: "=stdin", hints: false) == LUA_OK {
            return .done(runPrinting(base: base, show: show, colors: colors, keepingResult: keepingResult, values: values))
        }
        stack.setTop(base)
        if load(code, chunkName: "=stdin") == LUA_OK {
            return .done(runPrinting(base: base, show: show, colors: colors, keepingResult: false, values: values))
        }
        let message = stack.toString(-1) ?? "syntax error"
        if message.hasSuffix("<eof>") { return .incomplete }
        return .done(ChineseNotes.adding(to: message))
    }

    /// The message Lua gives when compiling `code` as a statement fails (`stdin:1:
    /// 'end' expected near <eof>`), with `NonASCIIScanner`'s findings in front,
    /// or nil when it compiles.
    public func syntaxError(of code: String, chunkName: String = "=stdin") -> String? {
        let base = stack.top
        defer { stack.setTop(base) }
        return load(code, chunkName: chunkName) == LUA_OK ? nil : (stack.toString(-1) ?? "syntax error")
    }

    /// Calls the chunk on top and prints whatever it returns: with `show`, as the
    /// prompt shows values (`promptText`: strings as they are, as Lua's prompt
    /// prints them; tables readably), leaving out what `explain`, `tree` and
    /// `printResponderChain` return when they just printed it.
    private func runPrinting(base: Int32, show: Bool, colors: Bool, keepingResult: Bool,
                             values: ((String) -> Void)?) -> String? {
        pendingTraceback = nil
        if show {
            stack.newTable()
            stack.rawSet(rl_registryindex(), Self.printedResultsKey)
        }
        defer {
            if show {
                stack.pushNil()
                stack.rawSet(rl_registryindex(), Self.printedResultsKey)
            }
        }
        if rl_pcall(L, 0, LUA_MULTRET) != LUA_OK {
            let (message, traceback) = errorReport(stack.toString(-1) ?? "(error object is not a string)")
            return traceback.isEmpty ? message : "\(message)\n\(traceback)"
        }
        let results = stack.top - base
        guard results > 0 else { return nil }
        // `_` changes once the value is shown (so that it does not show as `_`).
        func keepResult() {
            guard keepingResult else { return }
            rl_pushglobaltable(L)
            stack.pushValue(base + 1)
            stack.rawSet(-2, "_")
            stack.pop()
        }
        if show {
            defer { keepResult() }
            var parts: [String] = []
            var printedByInspector = 0
            for i in 1...results {
                if wasPrintedByInspector(base + i) {
                    printedByInspector += 1
                    continue
                }
                let type = stack.type(base + i)
                if type == LUA_TSTRING {
                    parts.append(colored(stack.toString(base + i) ?? "", Colors.string, colors))
                    continue
                }
                let text: String
                do {
                    text = try promptText(at: base + i)
                } catch {
                    return (error as? LuaError)?.message ?? "\(error)"
                }
                let color = type == LUA_TNUMBER ? Colors.number : type == LUA_TBOOLEAN || type == LUA_TNIL ? Colors.keyword : nil
                parts.append(color.map { colored(text, $0, colors) } ?? text)
            }
            if printedByInspector == Int(results) { return nil }
            (values ?? output)(parts.joined(separator: "\t") + "\n")
            return nil
        }
        keepResult()
        getGlobal("print")
        stack.insert(base + 1)
        if rl_pcall(L, results, 0) != LUA_OK { return stack.toString(-1) }
        return nil
    }

    private func colored(_ text: String, _ color: String, _ on: Bool) -> String {
        on ? color + text + Colors.reset : text
    }

    /// An inspector that printed its result notes it here, so the prompt does not
    /// show it a second time.
    func notePrinted(valueAt index: Int32) {
        let s = stack
        let value = s.absolute(index)
        guard s.rawGet(rl_registryindex(), Self.printedResultsKey) == LUA_TTABLE else {
            s.pop()
            return
        }
        s.pushValue(value)
        s.rawSet(-2, index: s.rawLength(-2) + 1)
        s.pop()
    }

    private func wasPrintedByInspector(_ index: Int32) -> Bool {
        let s = stack
        guard s.rawGet(rl_registryindex(), Self.printedResultsKey) == LUA_TTABLE else {
            s.pop()
            return false
        }
        defer { s.pop() }
        for i in 0..<s.rawLength(-1) {
            s.rawGet(-1, index: i + 1)
            defer { s.pop() }
            if lua_rawequal(L, -1, index) != 0 { return true }
        }
        return false
    }

    /// `:chain EXPR`: evaluates the expression once and prints the responder
    /// chain of the responder it gives; otherwise says why not, in one line.
    func printChain(of expression: String) -> String? {
        let base = stack.top
        defer { stack.setTop(base) }
        func withoutLocation(_ message: String) -> String {
            message.hasPrefix(":chain:1: ") ? String(message.dropFirst(":chain:1: ".count)) : message
        }
        guard load("return " + expression, chunkName: "=:chain", hints: false) == LUA_OK else {
            return "not an expression (\(withoutLocation(stack.toString(-1) ?? "syntax error")))"
        }
        pendingTraceback = nil
        if rl_pcall(L, 0, 1) != LUA_OK {
            return withoutLocation(errorReport(stack.toString(-1) ?? "(error object is not a string)").message)
        }
        guard object(at: -1) is Responder else {
            let what = stack.isNil(-1) ? "nil" : "a " + (object(at: -1)?.className ?? stack.typeName(-1))
            return "that is \(what), not a responder (a view, a view controller, a window, the app)"
        }
        getGlobal("printResponderChain")
        stack.insert(-2)
        if rl_pcall(L, 1, 0) != LUA_OK {
            return withoutLocation(errorReport(stack.toString(-1) ?? "(error object is not a string)").message)
        }
        return nil
    }
}
