import CLua
import CLuaShim
import RespondCore

/// One clean traceback per error (LUA_API 10): the script's own frames, from
/// where it failed out to the script's top level, once; the engine's Lua
/// frames (the prelude) shown as the built-ins they are.
extension LuaRuntime {
    /// The message and the traceback of an error raised out of a protected call
    /// (`message\nstack traceback:\n...`). An error that came out of an override
    /// carries the override's own traceback (kept in `pendingTraceback`): one
    /// traceback, from inside the override out to the script's call.
    func errorReport(_ text: String) -> (message: String, traceback: String) {
        let (message, traceback) = splitError(text)
        var full = traceback
        if let inner = pendingTraceback, inner.message == message {
            full = mergeTracebacks(inner: inner.traceback, outer: traceback)
        }
        pendingTraceback = nil
        let explained = explainSyntaxErrorInFile(message, raisedBy: raiser(in: full))
        return (ChineseNotes.adding(to: suggestGlobal(explainHiddenHelper(explained))), cleanTraceback(full))
    }

    /// The named function at the top of a Lua traceback (`[C]: in function
    /// 'dofile'`), trimmed; an unnamed C frame first (`[C]: in ?`, as require's
    /// loader error has) is passed over.
    func raiser(in traceback: String) -> String {
        let frames = traceback.split(separator: "\n", omittingEmptySubsequences: true)
            .filter { !$0.hasPrefix("stack traceback:") }.prefix(2).map { String($0).trimmingSpaces }
        if frames.first == "[C]: in ?", frames.count > 1 { return frames[1] }
        return frames.first ?? ""
    }

    /// A file that did not compile when the script loaded it at run time
    /// (`dofile`, `require`, `-l`): Lua raises its syntax error as an ordinary
    /// error, so the findings of `NonASCIIScanner` (a full-width comma...) are
    /// put in front of it here, as `load` puts them in front of a script's own.
    /// Reads the file named in the message, only a regular file of at most
    /// 4 MB, and never under `--sandbox` (the message could be a script's own,
    /// naming any file). A script's `pcall` gets Lua's message as it is.
    ///
    /// Only an error that `dofile` or `require` raised itself (the first frame of
    /// its traceback, `raisedBy`): a message a script made with `error`, or one
    /// `load` returned for a chunk named like a file, says nothing about the file.
    func explainSyntaxErrorInFile(_ message: String, raisedBy frame: String) -> String {
        guard !options.sandbox, message.contains(" near "),
              frame == "[C]: in function 'dofile'" || frame == "[C]: in function 'require'" else { return message }
        var path: String?, inner = message
        if let from = message.firstRange(of: "' from file '"), message.hasPrefix("error loading module '") {
            // require: error loading module 'm' from file './m.lua':\n\t./m.lua:1: ...
            let rest = message[from.upperBound...]
            guard let end = rest.firstRange(of: "':\n\t") else { return message }
            path = String(rest[..<end.lowerBound])
            inner = String(rest[end.upperBound...])
        } else {
            path = NonASCIIScanner.chunkSource(of: message)
        }
        guard let path, !path.isEmpty, !path.hasPrefix("["), !path.hasPrefix("("), path != "stdin",
              NonASCIIScanner.chunkSource(of: inner) == path else { return message }
        guard let bytes = WholeFile.regularFileBytes(path, atMost: 4 << 20) else { return message }
        return NonASCIIScanner.explain(message, code: NonASCIIScanner.asLoadedFromFile(bytes), source: path)
    }

    /// `attempt to call a UIPinchGestureRecognizer value (local 'pinch')`, where
    /// `pinch` names a helper of `sim`: the script's own variable hides the helper
    /// (`local pinch = UIPinchGestureRecognizer{}`). The message says that the name
    /// here is that variable, holding what Lua says it holds, and that the helper
    /// is still `sim.pinch`. (Only errors reported at the top: a script's `pcall`
    /// gets Lua's message as it is.)
    /// `attempt to call a nil value (global 'UITapGestureRecogniser')`: the
    /// global a misspelt name meant, among the globals that hold something (the
    /// library's classes and functions, the script's own), when one is close
    /// enough (`Names.oneEditAway`, or two edits for long names).
    func suggestGlobal(_ message: String) -> String {
        guard message.hasSuffix("')"), let range = message.firstRange(of: " value (global '"),
              message.contains("attempt to call a nil") || message.contains("attempt to index a nil") else { return message }
        let name = String(message[range.upperBound..<message.index(message.endIndex, offsetBy: -2)])
        guard !name.isEmpty, !name.contains("'") else { return message }
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        var names: [String] = []
        lua_rawgeti(L, rl_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
        s.pushNil()
        while lua_next(L, -2) != 0 {
            if s.type(-2) == LUA_TSTRING, let key = s.toString(-2) { names.append(key) }
            s.pop()
        }
        names.sort()
        guard let close = Names.oneEditAway(from: name, among: names) ?? Names.twoEditsAway(from: name, among: names) else {
            return message
        }
        return message + "; did you mean '\(close)'?"
    }

    func explainHiddenHelper(_ message: String) -> String {
        guard refs.helpers != 0, message.hasSuffix("')"), let call = message.firstRange(of: "attempt to call ") else {
            return message
        }
        let rest = message[call.upperBound...]
        guard let open = rest.firstRange(of: " value (") else { return message }
        let held = rest[..<open.lowerBound] == "a nil" ? "nil" : rest[..<open.lowerBound]   // a UIPinchGestureRecognizer
        let detail = rest[open.upperBound...].dropLast(2)       // local 'pinch
        guard let quote = detail.firstIndex(of: "'") else { return message }
        let kind = String(detail[..<quote]).trimmingSpaces
        let name = String(detail[detail.index(after: quote)...])
        guard ["local", "upvalue", "global"].contains(kind), !name.isEmpty, !name.contains("'"),
              kind != "global" || held != "nil" else { return message }   // a global gone: no helper hidden
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        s.registryGet(refs.helpers)
        guard s.isTable(-1), s.rawGet(-1, name) == LUA_TFUNCTION else { return message }
        if kind == "global" {
            return message + ": '\(name)' is now your global variable (\(held)), which replaced the simulation helper; "
                + "the helper is still reachable as sim.\(name)"
        }
        return message + ": '\(name)' here is your local variable (\(held)), not the simulation helper; "
            + "the helper is still reachable as sim.\(name)"
    }

    /// The frames of an override's traceback, then those of the script that made
    /// the engine call it, each frame once: when the override ran on the same Lua
    /// thread its traceback already ends with the script's frames.
    func mergeTracebacks(inner: String, outer: String) -> String {
        var innerLines = inner.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let last = innerLines.last, last.trimmingSpaces == "[C]: in ?" || last.isEmpty { innerLines.removeLast() }
        let outerLines = outer.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let innerFrames = innerLines.dropFirst()
        var overlap = min(innerFrames.count, outerLines.count)
        while overlap > 0, Array(innerFrames.suffix(overlap)) != Array(outerLines.prefix(overlap)) { overlap -= 1 }
        return (innerLines + outerLines.dropFirst(overlap)).joined(separator: "\n")
    }

    /// A traceback without the engine's own Lua frames: a prelude function the
    /// script called shows as the built-in it is (`[C]: in method 'moveTo'`), and
    /// what it called in turn (`error`, internal primitives) is left out.
    /// Empty when no frame is left (an error in a finalizer run at exit).
    func cleanTraceback(_ traceback: String) -> String {
        let lines = traceback.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.first else { return "" }
        let frames = Array(lines.dropFirst())
        func isPrelude(_ line: String) -> Bool { line.trimmingSpaces.hasPrefix("prelude:") }
        func isC(_ line: String) -> Bool { line.trimmingSpaces.hasPrefix("[C]:") }
        var kept: [String] = []
        for (i, frame) in frames.enumerated() {
            let text = frame.trimmingSpaces
            if text.isEmpty || text == "[C]: in ?" { continue }
            if isPrelude(frame) {
                // What the prelude called (error, a primitive) is its own business.
                while let last = kept.last, isC(last) { kept.removeLast() }
                // A run of prelude frames shows as its outermost one, when it has a name.
                if i + 1 < frames.count, isPrelude(frames[i + 1]) { continue }
                guard let range = text.firstRange(of: ": in "), !text[range.upperBound...].contains("<prelude:") else { continue }
                kept.append("\t[C]: in " + text[range.upperBound...])
                continue
            }
            kept.append(frame)
        }
        if kept.isEmpty { return "" }
        return ([header] + kept).joined(separator: "\n")
    }
}
