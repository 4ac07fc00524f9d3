import Foundation
import RespondCore
import RespondLua

/// The page's log and console, for `PlaygroundSession`: an interaction's
/// trace records, what the script printed and its errors (each output kind
/// charged to the engine's memory limit and capped), and the notes about the
/// clock and the limits. `PlaygroundMessages.swift` sends them.
extension PlaygroundSession {
    // MARK: Records and output

    func startInteraction(title: String) {
        interactionID += 1
        self.title = title
        records = []
        recordsSent = 0
        droppedRecords = 0
        outputBytes = 0
        explanation = nil
        explanationNote = nil
        explanationSent = false
        if let note = clockNote {
            clockNote = nil
            records.append(clockRecord(note))
        }
    }

    /// The log's note about the clock (kind `clock`), at the current time.
    func clockRecord(_ text: String) -> String {
        let time = engine?.clock.now ?? 0
        let r = JSON.object([("kind", .string("clock")), ("time", .number(time)), ("text", .string(text))])
        return JSON.object([("r", r), ("t", .string("[\(Self.timeText(time))] clock    " + text))]).text
    }

    func setExplanation(_ explanation: Explanation?, note: String?) {
        self.explanation = explanation
        explanationNote = note
        explanationSent = false
    }

    /// How many more records the interaction keeps (a loop of taps in one Lua
    /// line must not fill the memory with records nobody can read).
    var room: Int { max(0, Self.recordLimit - records.count) }

    func append(_ new: [TraceRecord], printed: Printed = Printed()) {
        var next = printed.records[...]
        outputBytes += printed.bytes
        droppedRecords += printed.dropped
        func keep(_ record: String) {
            if records.count >= Self.recordLimit { droppedRecords += 1 } else { records.append(record) }
        }
        for (i, record) in new.enumerated() {
            while let first = next.first, first.position <= i {
                keep(first.record)
                next = next.dropFirst()
            }
            // The record as JSON, and as the text trace prints it.
            keep(JSON.object([("r", .raw(record.json)), ("t", .string(record.text))]).text)
        }
        for rest in next { keep(rest.record) }
    }

    /// Notes what a script printed while records are captured, as a record of
    /// the interaction's log, unless the interaction has enough printed text.
    func notePrinted(_ kind: String, _ text: String, into printed: inout Printed) {
        guard let engine else { return }
        var text = text
        if text.hasSuffix("\n") { text.removeLast() }
        guard !text.isEmpty else { return }
        text = Self.head(text, bytes: Self.outputRecordByteLimit)
        let bytes = text.utf8.count
        guard outputBytes + printed.bytes + bytes <= Self.outputByteLimit else {
            printed.dropped += 1
            return
        }
        printed.bytes += bytes
        printed.records.append((engine.tracer.capturedSoFar, outputRecord(kind, text)))
    }

    /// What a script printed, as a record of the interaction's log (kind
    /// `print`): its time, which stream, and the text (cut when long; the
    /// console has all of it).
    func outputRecord(_ kind: String, _ text: String) -> String {
        let time = engine?.clock.now ?? 0
        let r = JSON.object([("kind", .string("print")), ("time", .number(time)),
                             ("stream", .string(kind == "err" ? "stderr" : "stdout")), ("text", .string(text))])
        let shown = "[\(Self.timeText(time))] print    " + (kind == "err" ? "(stderr) " : "") + text
        return JSON.object([("r", r), ("t", .string(shown))]).text
    }

    /// A time as the text trace shows it: seconds with three decimals.
    static func timeText(_ time: Double) -> String {
        guard time.isFinite, abs(time) < 1e12 else { return formatNumber(time) }
        let ms = Int((time * 1000).rounded())
        let frac = String(ms % 1000)
        return "\(ms / 1000).\(String(repeating: "0", count: 3 - frac.count))\(frac)"
    }

    /// Runs engine work with its trace records added to the interaction; an error
    /// goes to the console (the engine has already cancelled any touches it broke).
    func capture(_ body: () throws -> Void) {
        if let failure = captureResult({ () -> String? in try body(); return nil }) {
            write("err", failure + "\n")
            var printed = Printed()
            notePrinted("err", failure, into: &printed)
            append([], printed: printed)
            noteLimits(failure)
        }
    }

    /// The same; returns what `body` returns, or the error in words.
    @discardableResult
    func captureResult(_ body: () throws -> String?) -> String? {
        guard let engine else { return nil }
        let outer = pendingOutput
        pendingOutput = Printed()
        capturing += 1
        let (result, new, dropped) = engine.tracer.capture(keepingAtMost: room) { () -> String? in
            do {
                return try body()
            } catch {
                return describe(error)
            }
        }
        capturing -= 1
        append(new, printed: pendingOutput)
        pendingOutput = outer
        droppedRecords += dropped
        return result
    }

    func describe(_ error: Error) -> String {
        switch error {
        case EngineError.script(let message, let traceback?) where !traceback.isEmpty:
            return message + "\n" + traceback
        case EngineError.stopped:
            let seconds = formatNumber(configuration.timeLimit)
            if thread.wasInterrupted {
                return Words("stopped: it ran for more than \(seconds) s (an endless loop?)",
                             "停下了：它运行了超过 \(seconds) 秒（死循环？）").text()
            }
            let reason = Words("stopped: a limit was reached (--max-instructions or --max-memory); Reload gives a fresh engine",
                               "停下了：达到了一个限制（--max-instructions 或 --max-memory）；点“重新加载”会得到一个新的引擎").text()
            stopReason = reason
            return reason
        default:
            return "\(error)"
        }
    }

    /// A Lua error that says a limit stopped the runtime makes it unusable.
    /// The memory limit ends the engine too, said in so many words: at its limit,
    /// whatever it does next may fail half-way.
    func noteLimits(_ report: String) {
        if report.contains("instruction limit exceeded") {
            stopReason = Words("stopped: the instruction limit was reached (--max-instructions); Reload gives a fresh engine",
                               "停下了：达到了指令数限制（--max-instructions）；点“重新加载”会得到一个新的引擎").text()
        }
        if report.contains("not enough memory"), !stopped {
            let limit = configuration.memoryLimitMB
            let reason = Words("stopped: the engine reached its memory limit of \(limit) MB (--max-memory sets another); "
                               + "Reload gives a fresh engine",
                               "停下了：引擎用到了它的内存上限 \(limit) MB（--max-memory 可以另设）；点“重新加载”会得到一个新的引擎").text()
            stopReason = reason
            write("err", reason + "\n")
        }
        if report.contains("interrupted"), thread.wasInterrupted {
            let seconds = formatNumber(configuration.timeLimit)
            write("err", Words("(it ran for more than \(seconds) s and was interrupted)", "（它运行了超过 \(seconds) 秒，被打断了）").text() + "\n")
        }
    }

    func write(_ kind: String, _ text: String) {
        guard !muted, !text.isEmpty else { return }
        if capturing > 0, kind == "out" || kind == "err" { notePrinted(kind, text, into: &pendingOutput) }
        let text = Self.cut(text, to: Self.chunkByteLimit)
        consoleSerial += 1
        console.append(Chunk(serial: consoleSerial, kind: kind, text: text))
        consoleBytes += text.utf8.count
        var dropped = 0
        while console.count - consoleStart > Self.consoleLimit || consoleBytes > Self.consoleByteLimit {
            let gone = console[consoleStart].text.utf8.count
            consoleBytes -= gone
            dropped += gone
            consoleStart += 1
        }
        if consoleStart > 256, consoleStart * 2 > console.count {
            console.removeFirst(consoleStart)
            consoleStart = 0
        }
        if dropped > 0 {
            droppedConsoleBytes += dropped
            consoleSerial += 1
            let kept = Self.consoleByteLimit >> 10
            let note = Words("— the console holds the last \(kept) KB of output: \(droppedConsoleBytes) earlier bytes dropped —\n",
                             "— 控制台只保留最后 \(kept) KB 的输出：更早的 \(droppedConsoleBytes) 字节已丢弃 —\n").text()
            // The note comes before what is kept.
            console.insert(Chunk(serial: consoleSerial, kind: "note", text: note), at: consoleStart)
            consoleBytes += note.utf8.count
        }
        chargeConsole()
    }

    /// The text, or its head and tail with what was cut between them said.
    static func cut(_ text: String, to limit: Int) -> String {
        let bytes = text.utf8
        guard bytes.count > limit else { return text }
        let half = limit / 2
        var head = bytes.index(bytes.startIndex, offsetBy: half)
        var tail = bytes.index(bytes.endIndex, offsetBy: -half)
        // Whole characters only.
        while head > bytes.startIndex, head.samePosition(in: text.unicodeScalars) == nil { head = bytes.index(before: head) }
        while tail < bytes.endIndex, tail.samePosition(in: text.unicodeScalars) == nil { tail = bytes.index(after: tail) }
        let cut = bytes.distance(from: head, to: tail)
        let kept = half >> 10
        return String(text[..<head])
            + Words("\n… \(cut) bytes of this output cut (a chunk keeps its first and last \(kept) KB) …\n",
                    "\n… 这段输出剪掉了 \(cut) 字节（一段输出只保留开头和结尾各 \(kept) KB）…\n").text()
            + String(text[tail...])
    }

    /// The text, or its first `limit` bytes (whole characters) and how much more the console has.
    static func head(_ text: String, bytes limit: Int) -> String {
        let bytes = text.utf8
        guard bytes.count > limit else { return text }
        var end = bytes.index(bytes.startIndex, offsetBy: limit)
        while end > bytes.startIndex, end.samePosition(in: text.unicodeScalars) == nil { end = bytes.index(before: end) }
        let more = bytes.distance(from: end, to: bytes.endIndex)
        return String(text[..<end]) + Words("… (\(more) more bytes: see the Lua console)", "…（还有 \(more) 字节：见 Lua 控制台）").text()
    }

    /// Charges what the console holds to the engine's memory counter.
    func chargeConsole() {
        guard let counter = engine?.memoryCounter else { return }
        if let charge = consoleCharge, charge.counter != counter { releaseConsoleCharge() }
        counter.pointee += consoleBytes - (consoleCharge?.bytes ?? 0)
        consoleCharge = (counter, consoleBytes)
    }

    /// Takes the charge back, before the runtime (and its counter) goes.
    func releaseConsoleCharge() {
        if let charge = consoleCharge { charge.counter.pointee -= charge.bytes }
        consoleCharge = nil
    }

    /// Looks without touching: what overrides print meanwhile is not shown, and no record is kept.
    func probe<T>(_ body: () throws -> T) -> T? {
        muted = true
        defer { muted = false }
        return try? body()
    }
}
