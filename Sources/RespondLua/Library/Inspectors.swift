import CLua
import CLuaShim
import RespondCore

#if canImport(Glibc)
import Glibc
#endif

/// Writes a file (no Foundation), or throws a clear error: a full disk
/// (`/dev/full`) is an error, not a silent success.
public func writeFile(_ path: String, _ text: String) throws {
    guard let file = fopen(path, "w") else { throw LuaError(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
    var failure: Int32 = 0
    do {
        try writeAll(text, to: file, named: path)
    } catch {
        fclose(file)
        throw error
    }
    if fclose(file) != 0 { failure = errno }
    if failure != 0 { throw LuaError(message: "cannot write \(path): \(String(cString: strerror(failure)))") }
}

/// Writes `text` to an open file by its length: a NUL byte in it (a script's
/// `print("a\0b")`, an error message) is written like any other, where fputs
/// would stop at it. Errors are left to the stream (standard output, standard
/// error, a trace file).
public func writeText(_ text: String, to file: UnsafeMutablePointer<FILE>) {
    var text = text
    _ = text.withUTF8 { buffer in fwrite(buffer.baseAddress, 1, buffer.count, file) }
}

/// Writes all of `text` to an open file and flushes it, or throws.
public func writeAll(_ text: String, to file: UnsafeMutablePointer<FILE>, named name: String) throws {
    var text = text
    let written = text.withUTF8 { buffer in fwrite(buffer.baseAddress, 1, buffer.count, file) }
    if written != text.utf8.count || fflush(file) != 0 || ferror(file) != 0 {
        throw LuaError(message: "cannot write \(name): \(String(cString: strerror(errno)))")
    }
}

extension LuaRuntime {
    /// Where a script may write `path`. Under `--sandbox` only inside
    /// `--output-dir` (relative paths are taken from there; `..`, symbolic links
    /// out of it and absolute paths elsewhere are refused); without the sandbox,
    /// inside `--output-dir` when one is given, else anywhere.
    func writablePath(_ path: String, for function: String) throws -> String {
        if options.noFiles {
            throw LuaError(message: Words("\(function): writing files is not available in an exercise",
                                          "\(function)：练习中不能写文件").text())
        }
        guard let directory = options.outputDirectory else {
            if options.sandbox {
                throw LuaError(message: "\(function): writing files is not available in --sandbox without --output-dir")
            }
            return path
        }
        guard let root = realPath(directory) else {
            throw LuaError(message: "\(function): the output directory \(directory) does not exist")
        }
        let full = path.hasPrefix("/") ? path : root + "/" + path
        let slash = full.lastIndex(of: "/")!
        let name = String(full[full.index(after: slash)...])
        guard !name.isEmpty, name != ".", name != ".." else {
            throw LuaError(message: "\(function): '\(path)' is not a file name")
        }
        guard let parent = realPath(slash == full.startIndex ? "/" : String(full[..<slash])),
              parent == root || parent.hasPrefix(root + "/") else {
            throw LuaError(message: "\(function): '\(path)' is outside the output directory \(directory)")
        }
        let target = parent + "/" + name
        var info = stat()
        if lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            throw LuaError(message: "\(function): '\(path)' is a symbolic link; refused")
        }
        return target
    }

    private func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

extension LuaRuntime {
    /// Looking inside (LUA_API §9): `hitTest`, `explain`, `responderChain`,
    /// `printResponderChain`, `tree`.
    func installInspectors() {
        rl_push_native_function(L, Int32(NativeFunction.globalHitTest.rawValue))
        setGlobal("hitTest")
        setGlobalFunction("explain") { call in
            let (p, _) = try call.location(1)
            let explanation = try call.runtime.engine.explain(at: p)
            let text = explanation.text
            call.runtime.output(text)
            call.runtime.push(explanation: explanation, text: text)
            call.runtime.notePrinted(valueAt: -1)
            return 1
        }
        setGlobalFunction("responderChain") { call in
            let responder = try call.object(1, Responder.self, "UIResponder")
            call.runtime.push(array: try responder.responderChain())
            return 1
        }
        setGlobalFunction("printResponderChain") { call in
            let responder = try call.object(1, Responder.self, "UIResponder")
            let chain = try responder.responderChain()
            let text = chain.enumerated().map { i, r in (i == 0 ? "" : "→ ") + r.label }.joined(separator: "\n") + "\n"
            call.runtime.output(text)
            call.stack.push(text)
            call.runtime.notePrinted(valueAt: -1)
            return 1
        }
        setGlobalFunction("render") { call in
            let path = try call.optionalString(1)
            var options = SVGRenderer.Options()
            if let o = try call.options(2) {
                try o.allow(["at", "touches"])
                options.showTouches = try o.boolean("touches") ?? true
                call.stack.rawGet(o.index, "at")
                if !call.stack.isNil(-1) { options.location = try call.location(call.stack.top).0 }
                call.stack.pop()
            }
            let svg = try SVGRenderer(engine: call.runtime.engine, options: options).render()
            if let path, !path.isEmpty { try writeFile(try call.runtime.writablePath(path, for: "render"), svg) }
            call.stack.push(svg)
            return 1
        }
        setGlobalFunction("tree") { call in
            let root = try call.optionalObject(1, View.self, "UIView")
            let text = try call.runtime.engine.treeText(of: root)
            call.runtime.output(text)
            call.stack.push(text)
            call.runtime.notePrinted(valueAt: -1)
            return 1
        }
    }

    /// `{view=, steps={{view=, point=, depth=, verdict=}...}, chain={...}, recognizers={...},
    /// contentTouches={...}, text=}`.
    private func push(explanation: Explanation, text: String) {
        let s = stack
        s.newTable()
        pushObject(explanation.view)
        s.rawSet(-2, "view")
        s.newTable(array: Int32(explanation.steps.count))
        for (i, step) in explanation.steps.enumerated() {
            s.newTable(hash: 4)
            pushObject(step.view)
            s.rawSet(-2, "view")
            push(step.point)
            s.rawSet(-2, "point")
            s.push(int: step.depth)
            s.rawSet(-2, "depth")
            s.push(step.verdict)
            s.rawSet(-2, "verdict")
            s.rawSet(-2, index: i + 1)
        }
        s.rawSet(-2, "steps")
        push(array: explanation.chain)
        s.rawSet(-2, "chain")
        push(array: explanation.recognizers)
        s.rawSet(-2, "recognizers")
        push(strings: explanation.contentTouches)
        s.rawSet(-2, "contentTouches")
        push(strings: explanation.barNotes.map(\.en))   // (values are English, as verdicts are)
        s.rawSet(-2, "barNotes")
        if let covered = explanation.covered {
            pushObject(covered)
            s.rawSet(-2, "covered")
        }
        s.push(text)
        s.rawSet(-2, "text")
    }

    /// `sim.trace`, `sim.record`, `sim.records`, `sim.clearRecords`.
    func installTraceControls(_ sim: Int32) {
        let s = stack
        pushFunction("trace") { call in
            let on = try call.boolean(1)
            call.runtime.setLiveTrace(on ? call.runtime.traceFormat : nil)
            return 0
        }
        s.rawSet(sim, "trace")
        pushFunction("record") { call in
            call.runtime.engine.tracer.isRecording = try call.boolean(1)
            return 0
        }
        s.rawSet(sim, "record")
        pushFunction("records") { call in
            let records = call.runtime.engine.tracer.records
            call.runtime.stack.newTable(array: Int32(records.count))
            for (i, record) in records.enumerated() {
                call.runtime.push(record: record)
                call.runtime.stack.rawSet(-2, index: i + 1)
            }
            return 1
        }
        s.rawSet(sim, "records")
        pushFunction("clearRecords") { call in
            call.runtime.engine.tracer.clear()
            return 0
        }
        s.rawSet(sim, "clearRecords")
    }

    /// `text`: the records for people, runs of frames summarised and each
    /// touch's outcome said (`TraceSummary`); `full`: every record's text line;
    /// `json`: every record, one JSON object a line.
    public enum TraceFormat: String, Sendable { case text, full, json }

    /// Prints every record as it happens (`--trace`, `sim.trace(true)`); also keeps them.
    public func setLiveTrace(_ format: TraceFormat?) {
        flushTrace()
        if let format {
            traceFormat = format
            engine.tracer.isRecording = true
            let summary = format == .text ? TraceSummary() : nil
            traceSummary = summary
            engine.tracer.liveObserver = { [unowned(unsafe) self] record in
                if let summary {
                    for line in summary.add(record) { self.writeTrace(line) }
                } else {
                    self.writeTrace(format == .json ? record.json : record.text)
                }
            }
        } else {
            traceSummary = nil
            engine.tracer.liveObserver = nil
        }
    }

    func writeTrace(_ line: String) {
        if let file = traceFile { writeText(line + "\n", to: file) } else { output(line + "\n") }
    }

    /// Prints what the text trace holds back (a run of frames, a touch's
    /// outcome): at the end of a script, of a line at the prompt, of a trace.
    /// Before the script prints (`beforeOutput`), the outcome only of a touch that is over.
    public func flushTrace(beforeOutput: Bool = false) {
        guard let traceSummary else { return }
        for line in traceSummary.flush(outcomeIfOver: beforeOutput) { writeTrace(line) }
    }

    /// Prints the trace live, to a file (`-`: standard error) instead of the
    /// script's output when `path` is given (`--trace-file`).
    public func setTraceOutput(_ path: String?, format: TraceFormat) throws {
        if let path {
            if path == "-" {
                traceFile = stderr
            } else {
                guard let file = fopen(path, "w") else {
                    throw LuaError(message: "cannot write the trace to \(path): \(String(cString: strerror(errno)))")
                }
                setvbuf(file, nil, _IOLBF, 0)
                traceFile = file
                ownsTraceFile = true
            }
        }
        setLiveTrace(format)
    }

    func push(record: TraceRecord) {
        let s = stack
        s.newTable(hash: 6)
        s.push(record.kind.rawValue)
        s.rawSet(-2, "kind")
        s.push(record.time)
        s.rawSet(-2, "time")
        let objects: [(String, EngineObject?)] = [("view", record.view), ("from", record.from), ("to", record.to),
                                                 ("recognizer", record.recognizer), ("target", record.target)]
        for (key, object) in objects {
            guard let object else { continue }
            pushObject(object)
            s.rawSet(-2, key)
        }
        let texts: [(String, String?)] = [("method", record.method), ("action", record.action), ("event", record.event),
                                         ("reason", record.reason)]
        for (key, text) in texts {
            guard let text else { continue }
            s.push(text)
            s.rawSet(-2, key)
        }
        if let point = record.point {
            push(point)
            s.rawSet(-2, "point")
        }
        if let count = record.touchCount {
            s.push(int: count)
            s.rawSet(-2, "touches")
        }
        s.push(record.text)
        s.rawSet(-2, "text")
    }
}
