import Foundation
import RespondCore
import RespondLua

/// What `respond-lua play` (or `exercises play N`) serves.
public struct PlaygroundConfiguration: Sendable {
    public enum Source: Sendable, Equatable {
        /// A script, run as `respond-lua script.lua` runs it.
        case script(String)
        /// The learner's copy of an exercise, set up as `check` sets it up, without the checks.
        case exercise(source: String, workspace: String, number: Int)
    }

    public var source: Source
    /// The engine options (`--screen`, `--sandbox`, the limits...), as a script run takes them.
    public var engine = EngineSettings()
    public var scriptArguments: [String] = []
    /// A job that runs longer than this (an endless loop typed in the page) is interrupted.
    public var timeLimit = 10.0
    /// Why this engine is a fresh one (shown in its console), when it replaces another.
    public var freshEngineNote: String?

    /// The memory limit a page's engine has when `--max-memory` gives none:
    /// an exercise's (`ExerciseRunner.memoryLimitMB`, 256 MB). Without it one
    /// line in the Lua box took its worker past 2 GB in 10 s (issue 31).
    public static let defaultMemoryLimitMB = ExerciseRunner.memoryLimitMB

    /// The engine's memory limit in MB: `--max-memory`, or the default.
    public var memoryLimitMB: Int { engine.maxMemoryMB > 0 ? engine.maxMemoryMB : Self.defaultMemoryLimitMB }

    public init(source: Source) { self.source = source }
}

/// The live engine behind the page. Lives on the engine thread only (see
/// `EngineThread`); everything it hands out is text.
///
/// It runs the script, then turns what the page asks into engine calls: the
/// mouse into fingers (the virtual clock following real time while a finger is
/// down, and until the timers it left are done; between interactions it moves
/// on by the real time that passed, at most 10 s), the buttons into gestures, the
/// Lua line into the prompt's evaluator. Every change is sent to the page as a
/// state message: the screen (`ScreenPicture`), the current interaction — the
/// hit test `explain` saw when its last finger came down, and the trace records
/// the engine emitted since it began (`TraceRecord.json`) — the console, and an
/// exercise's check.
final class PlaygroundSession {
    let configuration: PlaygroundConfiguration
    unowned let thread: EngineThread
    /// Sends a message to one page (by client id) or, with nil, to every page.
    let sink: @Sendable (String, Int?) -> Void

    private(set) var runtime: LuaRuntime?
    private var engine: Engine? { runtime?.engine }
    private var generation = 0
    /// Why the script could not run (shown on the page); nil when it ran.
    private(set) var problem: String?
    /// A limit stopped the runtime for good: only a reload helps. Which one, in words.
    private var stopReason: String?
    private var stopped: Bool { stopReason != nil }
    private var muted = false

    // The console: chunks of output, numbered, held up to a number of bytes
    // (`consoleByteLimit`) and of chunks. A chunk longer than `chunkByteLimit`
    // keeps its head and its tail and says how much was cut between them; when
    // the console holds too much, the oldest chunks go, and a note says how
    // much. What it holds counts against the engine's memory limit
    // (`--max-memory`), as the engine's own objects do.
    private struct Chunk { let serial: Int; let kind: String; let text: String }
    private var console: [Chunk] = []
    private var consoleStart = 0
    private var consoleBytes = 0
    private var consoleSerial = 0
    private var consoleSent = 0
    private var droppedConsoleBytes = 0
    private var consoleCharge: (counter: UnsafeMutablePointer<Int>, bytes: Int)?
    static let consoleLimit = 2_000
    static let consoleByteLimit = 1 << 20
    static let chunkByteLimit = 64 << 10

    // The mouse's fingers.
    private var fingers: [Touch] = []
    private var pinchCenter: Point?
    private var fingerStart = Point.zero
    // What the fingers did, for the interaction's title: the title before this
    // finger's part, when it came down (virtual time), how far it went from
    // where it started, where two fingers' centre last was, and the last tap
    // named (so that a second tap turns "a tap" into "a double tap").
    private var titleBefore = ""
    private var fingerDownTime = 0.0
    private var fingerTravel = 0.0
    private var pinchLast: Point?
    private var lastTap: (titleBefore: String, taps: Int, interaction: Int)?
    /// A press held this long without moving is named a long press (UILongPressGestureRecognizer's default).
    static let longPressDuration = 0.5
    static let pinchOffset = Point(30, 0)
    /// While set, the virtual clock follows real time: `virtual + (now − real)`.
    private var anchor: (real: Double, virtual: Double)?
    private var lastTick = 0.0
    static let tickInterval = 1.0 / 60
    /// Timers further off than this are not waited for in real time: the clock settles.
    static let longestRealTimeWait = 2.0
    /// Unless an animation is drawn moving until then: animations (SPEC 11.8)
    /// ending within this are shown in real time.
    static let longestAnimationWait = 10.0
    /// When the engine went idle (real time): no finger down, no timer followed,
    /// the clock standing still. The next interaction first moves the clock on
    /// by the real time that passed since (`catchUp`), so that clicks seconds
    /// apart are separate taps and the log's times read as the user's.
    private var idleSince: Double?
    /// The most the clock moves on between two interactions (said in the log
    /// when more real time passed).
    static let longestIdleCatchUp = 10.0
    /// The log's note that the clock moved on less than the time that passed,
    /// for the interaction that starts next.
    private var clockNote: String?

    // The current interaction: from a first finger down (or a gesture, a typed
    // line) until the next one on an idle engine.
    private var interactionID = 0
    private var title = ""
    private var records: [String] = []
    private var recordsSent = 0
    private var droppedRecords = 0
    static let recordLimit = 20_000
    private var explanation: Explanation?
    private var explanationNote: String?
    private var explanationSent = false
    private var lastSceneSent = ""

    // What scripts print while the interaction's records are being captured:
    // where each print falls among the records (`Tracer.capturedSoFar`), so the
    // page's log shows it in its place.
    private var capturing = 0
    private var pendingOutput = Printed()
    private var outputBytes = 0
    /// Prints made while records are captured: each with its place among them.
    private struct Printed {
        var records: [(position: Int, record: String)] = []
        var bytes = 0
        /// Prints past the byte limit, not kept.
        var dropped = 0
    }
    /// What an interaction keeps of printed text (the console keeps all of it).
    static let outputRecordByteLimit = 2_000
    static let outputByteLimit = 256 << 10

    // Watching the file, and an exercise's check.
    private(set) var watchedPath: String?
    private var stamp = 0
    private var nextFileCheck = 0.0
    static let fileCheckInterval = 0.3
    private var book: ExerciseBook?
    private var checkDue = false
    private var checkJSON: JSON?
    private var checkSent = true
    /// The globals there were before the script ran (the Lua box's hint tells
    /// the others).
    private var globalsBefore = Set<String>()

    init(configuration: PlaygroundConfiguration, thread: EngineThread, sink: @escaping @Sendable (String, Int?) -> Void) {
        self.configuration = configuration
        self.thread = thread
        self.sink = sink
        load(reason: configuration.freshEngineNote)
    }

    // MARK: Loading

    private func makeRuntime() throws -> LuaRuntime {
        var options = configuration.engine.runtimeOptions()
        options.interruptible = true
        options.scriptArguments = configuration.scriptArguments
        if case .script(let path) = configuration.source { options.scriptName = path }
        options.maxMemoryMB = configuration.memoryLimitMB
        let runtime = try LuaRuntime(engine: Engine(screenSize: configuration.engine.screen),
                                     options: options)
        runtime.output = { [unowned self] text in self.write("out", text) }
        runtime.errorOutput = { [unowned self] text in self.write("err", text) }
        return runtime
    }

    /// A fresh engine, and the script (or the exercise's set-up and the learner's code) run in it.
    func load(reason: String?) {
        fingers = []
        pinchCenter = nil
        anchor = nil
        idleSince = nil
        clockNote = nil
        // Engine objects must not outlive their engine (they refer to it
        // unretained): the last hit test's views and chain go first.
        explanation = nil
        // The watchdog lets go of the old runtime before it goes.
        thread.setInterruptTarget(nil)
        releaseConsoleCharge()
        runtime = nil
        stopReason = nil
        problem = nil
        generation += 1
        if let reason { write("note", Words("— \(reason): a fresh engine —\n", "— \(reason)：新的引擎 —\n").text()) }
        switch configuration.source {
        case .script(let path):
            watchedPath = path
        case .exercise(let source, let workspace, let number):
            do {
                let book = try ExerciseBook(source: source, workspace: workspace)
                try book.prepareWorkspace()
                self.book = book
                watchedPath = book.workPath(try book.exercise(number))
            } catch {
                problem = "\(error)"
            }
        }
        stamp = watchedPath.map(Self.modificationStamp) ?? 0
        startInteraction(title: Words("running \(sourceDescription)", "运行\(sourceDescription)").text())
        if problem == nil {
            do {
                let runtime = try makeRuntime()
                self.runtime = runtime
                thread.setInterruptTarget(runtime)
                chargeConsole()
                globalsBefore = Set(runtime.globalNames())
                let problem: String? = captureResult {
                    switch configuration.source {
                    case .script(let path):
                        return runtime.runKeepingLocals(file: path).report
                    case .exercise(_, _, let number):
                        guard let book else { return Words("no exercises", "没有练习").text() }
                        switch try book.runScene(number, in: runtime) {
                        case nil: return nil
                        case .passed?: return nil
                        case .failed(let message)?: return "✗ " + message
                        case .error(let report)?: return report
                        case .broken(let message)?: return message
                        }
                    }
                }
                if let problem {
                    self.problem = problem
                    write("err", problem + "\n")
                    noteLimits(problem)
                }
            } catch {
                problem = Words("cannot start the engine: \(error)", "无法启动引擎：\(error)").text()
                write("err", problem! + "\n")
            }
        }
        if book != nil { checkDue = true }
        followAnimations()
        noteIdle(EngineThread.now())
        broadcastFull()
    }

    static func modificationStamp(_ path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return Int(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(info.st_mtim.tv_nsec) ^ Int(info.st_size)
    }

    /// The first problem the page shows at start-up, for the terminal.
    var startupProblem: String? { problem }

    // MARK: Requests

    func handle(_ request: PlaygroundRequest, seq: Int, client: Int) {
        runtime?.clearInterrupt()
        let started = EngineThread.now()
        switch request {
        case .hello:
            flush()
            sink(stateMessage(full: true, seq: seq, client: client, started: started), client)
            return
        case .reload:
            load(reason: Self.reloadedNote.text())
            return
        case .hint:
            nextHint()
            return
        case .probe(let x, let y):
            sink(probeMessage(Point(x, y), seq: seq), client)
            return
        case .hitAreas:
            sink(hitAreasMessage(seq: seq), client)
            return
        case .inspect(let id):
            sink(inspectMessage(id: id, seq: seq), client)
            return
        case .down(let x, let y, let twoFingers):
            fingerDown(Point(x, y), twoFingers: twoFingers)
        case .move(let x, let y):
            fingerMoved(Point(x, y))
        case .up:
            fingersUp()
        case .gesture(let kind, let x, let y, let direction):
            gesture(kind, at: Point(x, y), direction: direction)
        case .typeText(let text):
            typeText(text)
        case .lua(let code):
            lua(code)
        }
        clockNote = nil
        noteIdle(EngineThread.now())
        broadcast(seq: seq, client: client, started: started)
    }

    private var usable: Engine? {
        guard let engine, !stopped else {
            write("err", (stopped ? Words("the engine was stopped by a limit; Reload gives a fresh one",
                                          "引擎被一个限制停下了；点“重新加载”会得到一个新的")
                                  : Words("there is no engine: the script did not start (fix it and save, or Reload)",
                                          "没有引擎：脚本没能启动（改好后保存，或者点“重新加载”）")).text() + "\n")
            return nil
        }
        return engine
    }

    private func fingerDown(_ p: Point, twoFingers: Bool) {
        guard let engine = usable else { return }
        if !fingers.isEmpty { fingersUp() }
        let now = EngineThread.now()
        catchUp(now)
        let fresh = anchor == nil
        if fresh { anchor = (now, engine.clock.now) }
        let first = twoFingers ? p + Self.pinchOffset : p
        fingerStart = p
        fingerTravel = 0
        pinchLast = nil
        fingerDownTime = engine.clock.now
        let explanation = probe { try engine.explain(at: first) }
        let pressing = (twoFingers ? Words("two fingers down at \(p) (Alt-drag: pinch and rotate)", "两根手指在 \(p) 按下（Alt 加拖动：捏合和旋转）")
                                   : Words("a finger down at \(p)", "一根手指在 \(p) 按下")).text()
        if fresh {
            startInteraction(title: pressing)
            titleBefore = ""
        } else {
            titleBefore = title
            title = Self.join(title, pressing)
        }
        setExplanation(explanation, note: nil)
        capture {
            if twoFingers {
                pinchCenter = p
                var touches: [Touch] = []
                try engine.simulator.batch {
                    touches.append(try engine.simulator.touchDown(at: p + Self.pinchOffset))
                    touches.append(try engine.simulator.touchDown(at: p - Self.pinchOffset))
                }
                fingers = touches
            } else {
                fingers = [try engine.simulator.touchDown(at: p)]
            }
        }
        // The engine counted the taps (`tapCount`): a second tap where the first
        // was, soon enough, makes the two one double tap.
        if !twoFingers, let finger = fingers.first, finger.tapCount > 1, let last = lastTap,
           last.interaction == interactionID, last.taps == finger.tapCount - 1 {
            titleBefore = last.titleBefore
            title = Self.join(titleBefore, Words("\(Self.taps(finger.tapCount)) at \(p) (the finger is down)",
                                                 "在 \(p) \(Self.taps(finger.tapCount))（手指还按着）").text())
        }
        dropCancelledFingers()
    }

    /// "a tap", "a double tap", "a triple tap", "4 taps".
    static func taps(_ n: Int) -> String {
        switch n {
        case 1: return Words("a tap", "轻点一次").text()
        case 2: return Words("a double tap", "双击").text()
        case 3: return Words("a triple tap", "三击").text()
        default: return Words("\(n) taps", "连点 \(n) 次").text()
        }
    }

    /// The note a page's engine starts with when its file changed.
    static func changedNote(_ path: String) -> String { Words("\(path) changed", "\(path) 改动了").text() }

    /// The note a page's engine starts with when the page asked for a fresh one.
    static let reloadedNote = Words("reloaded from the page", "从页面重新加载")

    static func join(_ before: String, _ part: String) -> String {
        before.isEmpty ? part : before + Words(", ", "，").text() + part
    }

    private func fingerMoved(_ p: Point) {
        guard let engine = usable, !fingers.isEmpty else { return }
        syncClock(EngineThread.now())
        guard !fingers.isEmpty else { return }
        fingerTravel = max(fingerTravel, p.distance(to: fingerStart))
        capture {
            if let center = pinchCenter, fingers.count == 2 {
                let v = Self.pinchOffset + (p - center)
                try engine.simulator.batch {
                    try engine.simulator.move(fingers[0], to: center + v)
                    try engine.simulator.move(fingers[1], to: center - v)
                }
                pinchLast = p
            } else if let finger = fingers.first {
                try engine.simulator.move(finger, to: p)
            }
        }
        dropCancelledFingers()
    }

    private func fingersUp() {
        guard let engine = usable else { return }
        syncClock(EngineThread.now())
        let lifting = fingers.filter { engine.dispatcher.isActive($0) }
        if !fingers.isEmpty { nameFingers(lifting.first, cancelled: lifting.isEmpty) }
        fingers = []
        pinchCenter = nil
        if !lifting.isEmpty {
            capture { try engine.simulator.batch { for finger in lifting { try engine.simulator.lift(finger) } } }
        }
        updateLiveness()
    }

    /// The title's part for what the fingers did, now that they are lifted: a
    /// tap (double, triple...: as the engine counted them), a long press, a drag,
    /// a pinch.
    private func nameFingers(_ finger: Touch?, cancelled: Bool) {
        guard let engine else { return }
        let held = engine.clock.now - fingerDownTime
        var part: String
        var taps = 0
        if let center = pinchCenter {
            let last = pinchLast ?? center
            let before = Self.pinchOffset, after = Self.pinchOffset + (last - center)
            let scale = (after.x * after.x + after.y * after.y).squareRoot() / (before.x * before.x + before.y * before.y).squareRoot()
            let turned = (atan2(after.y, after.x) - atan2(before.y, before.x)) * 180 / .pi
            part = Words("a pinch at \(center)", "在 \(center) 捏合").text()
            let scaleText = formatNumber((scale * 100).rounded() / 100), turnText = formatNumber(turned.rounded())
            part += last.distance(to: center) > 0.5
                ? Words(" (scale ×\(scaleText), rotated \(turnText)°)", "（缩放 ×\(scaleText)，旋转 \(turnText)°）").text()
                : Words(" (the fingers did not move)", "（手指没有移动）").text()
        } else if fingerTravel > engine.tunables.panHysteresis {
            let end = finger?.screenLocation ?? fingerStart
            part = Words("a drag from \(fingerStart) to \(end)", "从 \(fingerStart) 拖到 \(end)").text()
        } else if held >= Self.longPressDuration {
            let seconds = formatNumber((held * 100).rounded() / 100)
            part = Words("a long press at \(fingerStart) (held \(seconds) s)", "在 \(fingerStart) 长按（按住 \(seconds) 秒）").text()
        } else {
            taps = finger?.tapCount ?? 1
            part = Words("\(Self.taps(taps)) at \(fingerStart)", "在 \(fingerStart) \(Self.taps(taps))").text()
        }
        if cancelled { part += Words(" (its touches were cancelled)", "（它的触摸被取消了）").text() }
        title = Self.join(titleBefore, part)
        lastTap = taps > 0 && !cancelled ? (titleBefore, taps, interactionID) : nil
    }

    /// Fingers the engine let go of (an error cancelled the sequence) are gone.
    private func dropCancelledFingers() {
        guard let engine else { return }
        let had = !fingers.isEmpty
        fingers.removeAll { !engine.dispatcher.isActive($0) }
        if fingers.isEmpty {
            if had { nameFingers(nil, cancelled: true) }
            pinchCenter = nil
            updateLiveness()
        }
    }

    /// Ends real-time following: the timers left run at once (the clock settles).
    private func settleNow() {
        guard let engine, anchor != nil else { return }
        if !fingers.isEmpty { fingersUp() }
        capture { try engine.clock.settle() }
        anchor = nil
        interactionFinished()
    }

    private func gesture(_ kind: String, at p: Point, direction: String) {
        guard let engine = usable else { return }
        catchUp(EngineThread.now())
        settleNow()
        let explanation = probe { try engine.explain(at: p) }
        let towards = ["left": "向左", "right": "向右", "up": "向上", "down": "向下"][direction] ?? direction
        let names = ["tap": Words("a tap", "轻点一次"), "doubleTap": Words("a double tap", "双击"),
                     "longPress": Words("a long press", "长按"), "swipe": Words("a swipe \(direction)", "\(towards)轻扫")]
        let name = names[kind]?.text() ?? kind
        startInteraction(title: Words("\(name) at \(p)", "在 \(p) \(name)").text())
        setExplanation(explanation, note: nil)
        capture {
            switch kind {
            case "tap": try engine.simulator.tap(at: p)
            case "doubleTap":
                var options = Simulator.TapOptions()
                options.taps = 2
                try engine.simulator.tap(at: p, options)
            case "longPress": try engine.simulator.longPress(at: p)
            case "swipe": try engine.simulator.swipe(at: p, direction: direction)
            default: throw EngineError.invalidOperation("unknown gesture '\(kind)'")
            }
        }
        followAnimations()
        interactionFinished()
    }

    private func typeText(_ text: String) {
        guard let engine = usable else { return }
        catchUp(EngineThread.now())
        settleNow()
        let shown = text.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\u{8}", with: "\\b")
        startInteraction(title: Words("typed \"\(shown)\"", "输入了 \"\(shown)\"").text())
        setExplanation(nil, note: nil)
        capture { try engine.typeText(text) }
        followAnimations()
        interactionFinished()
    }

    private func lua(_ code: String) {
        guard let runtime, let engine = usable else { return }
        write("in", "> " + code.replacingOccurrences(of: "\n", with: "\n>> ") + "\n")
        catchUp(EngineThread.now())
        // A line that makes no interaction says in the console what the log would have.
        defer { if let note = clockNote { write("note", note + "\n") } }
        // Its records, if any, make a new interaction (with what it printed meanwhile).
        pendingOutput = Printed()
        capturing += 1
        let (evaluation, new, dropped) = engine.tracer.capture(keepingAtMost: Self.recordLimit) {
            // The line's values go to the console only: they are no print of the interaction.
            runtime.evaluate(code, show: true, values: { [unowned self] text in
                capturing -= 1
                write("out", text)
                capturing += 1
            })
        }
        capturing -= 1
        let printed = pendingOutput
        pendingOutput = Printed()
        switch evaluation {
        case .incomplete:
            write("err", Words("the statement is not finished (Shift+Enter starts a new line in the box)",
                               "这条语句还没写完（在框里按 Shift+Enter 换行）").text() + "\n")
        case .done(let report?):
            write("err", report + "\n")
            noteLimits(report)
        case .done(nil):
            break
        }
        if let hint = nilNameHint(runtime.nilGlobals(readBy: code), runtime: runtime) { write("note", hint) }
        if !new.isEmpty || dropped > 0 {
            let shown = code.count > 60 ? String(code.prefix(59)) + "…" : code
            startInteraction(title: "Lua: " + shown.replacingOccurrences(of: "\n", with: " "))
            append(new, printed: printed)
            droppedRecords += dropped
            if let point = new.first(where: { $0.kind == .hitTest })?.point {
                let explanation = probe { try engine.explain(at: point) }
                setExplanation(explanation, note: Words("explained after the line ran", "在这一行运行之后解释").text())
            } else {
                setExplanation(nil, note: nil)
            }
            if !fingers.isEmpty || engine.clock.hasPendingTimers {
                if anchor == nil { anchor = (EngineThread.now(), engine.clock.now) }
            }
        }
        followAnimations()
    }

    /// For a line that read names that are nil: which names there are (the
    /// locals the script or the exercise's set-up left, the script's globals),
    /// and where a view of that name is.
    private func nilNameHint(_ missing: [String], runtime: LuaRuntime) -> String? {
        guard !missing.isEmpty else { return nil }
        func list(_ names: [String]) -> String {
            names.count > 30 ? names.prefix(30).joined(separator: ", ") + Words("… (\(names.count) in all)", "…（共 \(names.count) 个）").text()
                : names.joined(separator: ", ")
        }
        let scene = runtime.sceneNames
        var own = Set(runtime.globalNames()).subtracting(globalsBefore).subtracting(scene)
        own.remove("exercise")
        let named = missing.joined(separator: ", ")
        var text = Words("(", "（").text() + (missing.count == 1
            ? Words("\(named) is nil: no global has that name.", "\(named) 是 nil：没有叫这个名字的全局变量。")
            : Words("\(named) are nil: no globals have those names.", "\(named) 都是 nil：没有叫这些名字的全局变量。")).text()
        let leftBy: Words
        switch configuration.source {
        case .script: leftBy = Words("the script's locals", "脚本的局部变量")
        case .exercise(_, _, let number): leftBy = Words("exercise \(number)'s set-up", "练习 \(number) 的准备代码")
        }
        if !scene.isEmpty { text += Words(" Names from \(leftBy.en): \(list(scene)).", "来自\(leftBy.zh)的名字：\(list(scene))。").text() }
        if !own.isEmpty {
            text += Words(" Globals made since it started (by the script or here): \(list(own.sorted())).",
                          "启动以来（由脚本或在这里）创建的全局变量：\(list(own.sorted()))。").text()
        }
        if scene.isEmpty && own.isEmpty {
            text += Words(" The script left no names; its windows are app.windows (app.keyWindow).",
                          "脚本没有留下名字；它的窗口在 app.windows（app.keyWindow）。").text()
        }
        for name in missing.prefix(5) {
            if let path = runtime.viewPath(named: name) {
                text += Words(" The view named \"\(name)\" is \(path).", "名为 \"\(name)\" 的视图是 \(path)。").text()
            }
        }
        return text + Words(")", "）").text() + "\n"
    }

    // MARK: The clock

    /// At the start of an interaction: a clock following real time catches up
    /// with it; an idle one moves on by the real time that passed since the
    /// engine went idle, at most `longestIdleCatchUp` (the next interaction's
    /// log says so when more passed), firing the timers due on the way.
    private func catchUp(_ now: Double) {
        if anchor != nil {
            syncClock(now)
            return
        }
        guard let since = idleSince, let engine, !stopped else { return }
        idleSince = nil
        let passed = max(0, now - since)
        let step = min(passed, Self.longestIdleCatchUp)
        let target = min(engine.clock.now + step, Clock.maximumTime)
        if target > engine.clock.now { capture { try engine.clock.run(until: target) } }
        if passed > Self.longestIdleCatchUp {
            clockNote = Self.clockCapText(passed: passed, step: step)
        }
    }

    /// What the log says when the clock moved on less than the real time that passed.
    static func clockCapText(passed: Double, step: Double) -> String {
        let seconds = formatNumber((passed * 10).rounded() / 10), cap = formatNumber(step)
        return Words("the clock moved on \(cap) s, not the \(seconds) s that passed since the last interaction "
                     + "(it moves on at most \(cap) s between interactions)",
                     "距上一次操作过去了 \(seconds) 秒，时钟只前进了 \(cap) 秒（两次操作之间最多前进 \(cap) 秒）").text()
    }

    /// For tests: as if the user had waited `seconds` longer since the engine went idle.
    func pretendIdle(for seconds: Double) { idleSince = idleSince.map { $0 - seconds } }

    /// Remembers when the engine went idle: nothing to follow in real time.
    private func noteIdle(_ now: Double) {
        if anchor == nil, fingers.isEmpty, idleSince == nil { idleSince = now }
        if anchor != nil { idleSince = nil }
    }

    /// Brings the virtual clock up to real time (firing the timers due on the way).
    private func syncClock(_ now: Double) {
        guard let anchor, let engine, !stopped else { return }
        let target = min(anchor.virtual + (now - anchor.real), Clock.maximumTime)
        guard target > engine.clock.now else { return }
        capture { try engine.clock.run(until: target) }
    }

    /// With no finger down, the clock follows real time only while timers are
    /// pending (a tap waiting for its second tap, an animation being drawn);
    /// then the interaction is over.
    private func updateLiveness() {
        guard let engine, anchor != nil else { return }
        guard fingers.isEmpty else { return }
        if let next = engine.clock.nextTimerTime {
            let now = engine.clock.now
            let animatedUntil = engine.animatorIfMade?.runningUntil ?? -.infinity
            let shown = next <= animatedUntil && animatedUntil - now <= Self.longestAnimationWait
            if next - now > Self.longestRealTimeWait, !shown { settleNow() }
            return
        }
        anchor = nil
        interactionFinished()
    }

    /// Whether an animation is being drawn (SPEC 11.8): the page is sent every
    /// step of it.
    private var isAnimating: Bool { engine?.animatorIfMade?.isRunning ?? false }

    /// After a script, a line or a gesture: animations left running are shown
    /// moving, the clock following real time.
    private func followAnimations() {
        if let engine, !stopped, anchor == nil, fingers.isEmpty, isAnimating { anchor = (EngineThread.now(), engine.clock.now) }
        updateLiveness()
    }

    private func interactionFinished() {
        if book != nil { checkDue = true }
    }

    // MARK: Housekeeping between jobs

    func secondsUntilHousekeeping(now: Double) -> Double {
        var wait = max(nextFileCheck - now, 0)
        if anchor != nil { wait = min(wait, lastTick + Self.tickInterval - now) }
        if checkDue && anchor == nil { wait = 0 }
        return wait
    }

    /// Between jobs (`EngineThread`'s loop). Never inlined: inlined into that
    /// endless loop, with everything it calls (a reload, a check, a broadcast),
    /// it made one huge loop body whose loop-invariant code motion ran for over
    /// an hour in a release build (issue 30).
    @inline(never)
    func housekeeping(now: Double, busy: Bool) {
        runtime?.clearInterrupt()
        if anchor != nil, now - lastTick >= Self.tickInterval {
            lastTick = now
            let before = records.count + droppedRecords
            // A view being animated moves at every step: the screen is sent.
            let animating = isAnimating
            syncClock(now)
            updateLiveness()
            noteIdle(now)
            if records.count + droppedRecords != before || anchor == nil || animating {
                broadcast(seq: nil, client: nil, started: now)
            }
        }
        if now >= nextFileCheck {
            nextFileCheck = now + Self.fileCheckInterval
            if let path = watchedPath {
                let current = Self.modificationStamp(path)
                if current != stamp {
                    stamp = current
                    load(reason: Self.changedNote(path))
                    return
                }
            }
        }
        if checkDue, !busy, anchor == nil { runCheck() }
    }

    private func runCheck() {
        checkDue = false
        guard let book, case .exercise(_, _, let number) = configuration.source else { return }
        var fields: [(String, JSON)] = [("number", .int(number))]
        if let exercise = try? book.exercise(number) {
            fields += [("title", .string(exercise.title)), ("task", .string(exercise.task)),
                       ("file", .string(book.workPath(exercise)))]
        }
        do {
            let (result, output) = try book.check(number)
            switch result {
            case .passed:
                fields += [("status", .string("passed")), ("message", .string("passes"))]
                // The first exercise not passed yet, as `exercises check` says after a pass.
                let done = book.passed.union([number])
                if let next = book.exercises.first(where: { !done.contains($0.number) }) {
                    fields.append(("next", .object([("number", .int(next.number)), ("title", .string(next.title))])))
                } else {
                    fields.append(("allPassed", .bool(true)))
                }
            case .failed(let message): fields += [("status", .string("failed")), ("message", .string(message))]
            case .error(let report): fields += [("status", .string("error")), ("message", .string(Words("your code raised an error:\n", "你的代码出错了：\n").text() + report))]
            case .broken(let message): fields += [("status", .string("broken")), ("message", .string(message))]
            }
            fields.append(("output", .string(output)))
        } catch {
            fields += [("status", .string("error")), ("message", .string("\(error)"))]
        }
        checkFields = fields
        publishCheck()
    }

    /// The last check's fields, without the hints (they change on their own).
    private var checkFields: [(String, JSON)] = []

    /// The check with the exercise's hints: all its levels, and how many the
    /// learner has seen (at the page or with `exercises hint`), at least one.
    private func publishCheck() {
        var fields = checkFields
        if let book, case .exercise(_, _, let number) = configuration.source, let exercise = try? book.exercise(number) {
            fields += [("hints", .array(exercise.hints.map(JSON.string))),
                       ("hintsSeen", .int(max(1, min(book.hintLevels[number] ?? 0, exercise.hints.count))))]
        }
        checkJSON = .object(fields)
        checkSent = false
        broadcast(seq: nil, client: nil, started: EngineThread.now())
    }

    /// "Another hint" on the page: the next level, remembered in hints.txt. The
    /// first level is on show from the start, so a first request gives the second.
    private func nextHint() {
        guard let book, case .exercise(_, _, let number) = configuration.source,
              let exercise = try? book.exercise(number), !exercise.hints.isEmpty else { return }
        if (book.hintLevels[number] ?? 0) == 0 { _ = try? book.nextHint(number) }
        _ = try? book.nextHint(number)
        publishCheck()
    }

    // MARK: Records and output

    private func startInteraction(title: String) {
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
    private func clockRecord(_ text: String) -> String {
        let time = engine?.clock.now ?? 0
        let r = JSON.object([("kind", .string("clock")), ("time", .number(time)), ("text", .string(text))])
        return JSON.object([("r", r), ("t", .string("[\(Self.timeText(time))] clock    " + text))]).text
    }

    private func setExplanation(_ explanation: Explanation?, note: String?) {
        self.explanation = explanation
        explanationNote = note
        explanationSent = false
    }

    /// How many more records the interaction keeps (a loop of taps in one Lua
    /// line must not fill the memory with records nobody can read).
    private var room: Int { max(0, Self.recordLimit - records.count) }

    private func append(_ new: [TraceRecord], printed: Printed = Printed()) {
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
    private func notePrinted(_ kind: String, _ text: String, into printed: inout Printed) {
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
    private func outputRecord(_ kind: String, _ text: String) -> String {
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
    private func capture(_ body: () throws -> Void) {
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
    private func captureResult(_ body: () throws -> String?) -> String? {
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

    private func describe(_ error: Error) -> String {
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
    private func noteLimits(_ report: String) {
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

    private func write(_ kind: String, _ text: String) {
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
    private func chargeConsole() {
        guard let counter = engine?.memoryCounter else { return }
        if let charge = consoleCharge, charge.counter != counter { releaseConsoleCharge() }
        counter.pointee += consoleBytes - (consoleCharge?.bytes ?? 0)
        consoleCharge = (counter, consoleBytes)
    }

    /// Takes the charge back, before the runtime (and its counter) goes.
    private func releaseConsoleCharge() {
        if let charge = consoleCharge { charge.counter.pointee -= charge.bytes }
        consoleCharge = nil
    }

    /// Looks without touching: what overrides print meanwhile is not shown, and no record is kept.
    private func probe<T>(_ body: () throws -> T) -> T? {
        muted = true
        defer { muted = false }
        return try? body()
    }

    // MARK: Messages

    private func broadcast(seq: Int?, client: Int?, started: Double) {
        sink(stateMessage(full: false, seq: seq, client: client, started: started), nil)
    }

    private func broadcastFull() {
        sink(stateMessage(full: true, seq: nil, client: nil, started: EngineThread.now()), nil)
    }

    /// Sends what is pending to every page, so that a full state sent to one
    /// page next is not followed by a delta it already has.
    private func flush() {
        if records.count > recordsSent || consoleSerial > consoleSent || !explanationSent || !checkSent {
            broadcast(seq: nil, client: nil, started: EngineThread.now())
        }
    }

    private func stateMessage(full: Bool, seq: Int?, client: Int?, started: Double) -> String {
        var fields: [(String, JSON)] = [("type", .string("state")), ("full", .bool(full))]
        if let seq { fields.append(("seq", .int(seq))) }
        if let client { fields.append(("client", .int(client))) }
        fields.append(("generation", .int(generation)))
        fields.append(("live", .bool(anchor != nil)))
        fields.append(("fingersDown", .int(fingers.count)))
        fields.append(("stopped", .bool(stopped)))
        fields.append(("stopReason", .optional(stopReason)))
        fields.append(("problem", .optional(problem)))
        fields.append(("source", .string(sourceDescription)))
        if let engine {
            fields.append(("time", .number(engine.clock.now)))
            fields.append(("touches", .array(engine.dispatcher.lastTouches.map { touch in
                .object([("finger", .int(touch.finger)), ("x", .number(touch.screenLocation.x)),
                         ("y", .number(touch.screenLocation.y)), ("phase", .string(touch.phase.rawValue))])
            })))
            let scene = sceneJSON(engine)
            if full || scene != lastSceneSent {
                fields.append(("scene", .raw(scene)))
                if !full || client == nil { lastSceneSent = scene }
            }
        }

        // The interaction: from the start for a full state, else what is new.
        let from = full ? 0 : recordsSent
        var interaction: [(String, JSON)] = [("id", .int(interactionID)), ("title", .string(title)), ("from", .int(from)),
                                             ("dropped", .int(droppedRecords))]
        interaction.append(("records", .array(records[from...].map(JSON.raw))))
        if full || !explanationSent {
            interaction.append(("hit", explanation.map(explanationJSON) ?? .null))
            interaction.append(("hitNote", .optional(explanationNote)))
        }
        fields.append(("interaction", .object(interaction)))

        let held = console[consoleStart...]
        let newChunks = full ? Array(held.suffix(400)) : held.filter { $0.serial > consoleSent }
        fields.append(("console", .array(newChunks.map { .object([("kind", .string($0.kind)), ("text", .string($0.text))]) })))
        if let checkJSON, full || !checkSent { fields.append(("check", checkJSON)) }
        fields.append(("serverMs", .number((EngineThread.now() - started) * 1000)))

        // A full state sent to every page, or any broadcast, brings everyone up to date.
        if !full || client == nil {
            recordsSent = records.count
            consoleSent = consoleSerial
            explanationSent = true
            checkSent = true
        }
        return JSON.object(fields).text
    }

    private var sourceDescription: String {
        switch configuration.source {
        case .script(let path): return path
        case .exercise(_, _, let number): return Words("exercise \(number)", "练习 \(number)").text()
        }
    }

    private func sceneJSON(_ engine: Engine) -> String {
        guard let picture = try? ScreenPicture(engine: engine, explanation: explanation, maximumViews: 2_000) else {
            return JSON.object([("error", .string(Words("the screen could not be drawn", "画不出屏幕").text()))]).text
        }
        let first = engine.firstResponder
        let firstResponders = engine.windowFirstResponders
        let refs = luaReferences(picture.items.map(\.view), engine: engine)
        let items: [JSON] = picture.items.map { item in
            let view = item.view
            var fields: [(String, JSON)] = [
                ("id", .int(Int(view.nodeIndex))),
                ("parent", view.superview.map { .int(Int($0.nodeIndex)) } ?? .null),
                ("depth", .int(item.depth)),
                ("label", .string(view.label)),
                ("className", .string(view.className)),
                ("name", .optional(view.name)),
                ("description", .string(view.description)),
                ("frame", .rect(view.frame)),
                ("bounds", .rect(view.bounds)),
                ("quad", .array(item.quad.map(JSON.point))),
                ("matrix", .transform(item.boundsToScreen)),
                ("hidden", .bool(item.hidden)),
                // Its own flags, which the inspector's controls show and set.
                ("ownHidden", .bool(view.hidden)),
                ("userInteractionEnabled", .bool(view.userInteractionEnabled)),
                ("alpha", .number(view.alpha)),
                ("ref", .optional(refs[ObjectIdentifier(view)])),
                ("offScreen", .bool(item.offScreen)),
                ("beyond", item.beyondMarker.map(JSON.point) ?? .null),
                ("isWindow", .bool(view is Window)),
                ("backgroundColor", .optional(view.backgroundColor)),
                ("flags", .array(engine.touchFlags(of: view, firstResponders: firstResponders).map(JSON.string))),
                ("overrides", .array(RespondCore.Selector.allCases.filter { view.overrideMask & $0.bit != 0 }.map { .string($0.name) })),
                ("recognizers", .array(view.gestureRecognizers.map { g in
                    .object([("label", .string(g.label)), ("state", .string(g.state.rawValue)), ("enabled", .bool(g.enabled))])
                })),
                ("onHitPath", .bool(item.onHitPath)),
                ("isHit", .bool(item.isHit)),
            ]
            if let n = item.chainNumber { fields.append(("chain", .int(n))) }
            if let verdict = item.verdict { fields.append(("verdict", .string(verdict))) }
            if let label = item.label {
                fields.append(("text", .object([("text", .string(label.text)), ("x", .number(label.x)),
                                                 ("y", .number(label.baseline)), ("box", .rect(label.box))])))
            }
            // Being animated: `quad` and `matrix` are where it is drawn; this is
            // where hit testing looks (SPEC 11.8).
            if let animated = item.animation {
                var model: [(String, JSON)] = [
                    ("quad", .array(animated.modelQuad.map(JSON.point))),
                    ("matrix", .transform(animated.modelBoundsToScreen)),
                    ("frame", .rect(animated.modelFrame)),
                    ("presentationFrame", .rect(animated.presentationFrame)),
                    ("refusesTouches", .bool(animated.refusesTouches)),
                    ("caption", .string(animated.caption)),
                ]
                if let label = animated.label {
                    model.append(("text", .object([("text", .string(label.text)), ("full", .string(label.full)),
                                                   ("x", .number(label.x)), ("y", .number(label.baseline)),
                                                   ("box", .rect(label.box))])))
                }
                fields.append(("model", .object(model)))
            }
            return .object(fields)
        }
        return JSON.object([
            ("screen", .array([.number(picture.screen.size.width), .number(picture.screen.size.height)])),
            ("margin", .number(picture.margin)),
            ("font", .object([("family", .string(LabelLayout.fontFamily)), ("size", .number(LabelLayout.fontSize))])),
            ("views", .array(items)),
            ("omitted", .int(picture.omitted)),
            ("firstResponder", .optional(first?.label)),
            ("keyboardVisible", .bool(engine.keyboardVisible)),
            ("names", .array((runtime?.sceneNames ?? []).map(JSON.string))),
        ]).text
    }

    /// How a Lua line names each view (`views` in the picture's order: each
    /// window, then its views depth first, in subview order): the global that
    /// holds it (a name the script or the exercise's set-up left, say `A`); else
    /// a window as `app.keyWindow` or `app.windows[2]`; a view with a name that
    /// its window's `find` reaches first as `app.keyWindow:find("photo")`; else
    /// its superview's name and its place, `window.subviews[1].subviews[2]`.
    private func luaReferences(_ views: [View], engine: Engine) -> [ObjectIdentifier: String] {
        let globals = runtime?.engineObjectGlobals() ?? [:]
        let windows = engine.application.windows
        var refs: [ObjectIdentifier: String] = [:]
        var firstByName: [String: ObjectIdentifier] = [:]
        var windowRef: String?
        var places: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]
        for view in views {
            let id = ObjectIdentifier(view)
            var ref = globals[id]
            if let window = view as? Window {
                firstByName = [:]
                if ref == nil {
                    if window === engine.application.keyWindow {
                        ref = "app.keyWindow"
                    } else if let i = windows.firstIndex(where: { $0 === window }) {
                        ref = "app.windows[\(i + 1)]"
                    }
                }
                windowRef = ref
            }
            if let name = view.name, firstByName[name] == nil { firstByName[name] = id }
            if ref == nil, let name = view.name, firstByName[name] == id, let windowRef {
                ref = "\(windowRef):find(\(Self.luaQuoted(name)))"
            }
            if ref == nil, let parent = view.superview, let parentRef = refs[ObjectIdentifier(parent)] {
                let key = ObjectIdentifier(parent)
                if places[key] == nil {
                    var map: [ObjectIdentifier: Int] = [:]
                    for (i, sub) in parent.subviews.enumerated() { map[ObjectIdentifier(sub)] = i + 1 }
                    places[key] = map
                }
                if let place = places[key]?[id] { ref = "\(parentRef).subviews[\(place)]" }
            }
            if let ref { refs[id] = ref }
        }
        return refs
    }

    /// A Lua string literal for `text`.
    static func luaQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x5C: out += "\\\\"
            case 0x22: out += "\\\""
            case 0..<32, 127:
                let digits = String(scalar.value)
                out += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }


    private func explanationJSON(_ explanation: Explanation) -> JSON {
        .object([
            ("point", .point(explanation.location)),
            ("hit", explanation.view.map { .int(Int($0.nodeIndex)) } ?? .null),
            ("hitLabel", .optional(explanation.view?.label)),
            ("steps", .array(explanation.steps.map { step in
                .object([("id", .int(Int(step.view.nodeIndex))), ("label", .string(step.view.label)), ("depth", .int(step.depth)),
                         ("point", .point(step.point)), ("verdict", .string(step.verdict)),
                         ("shown", .string(step.words.text()))])
            })),
            ("chain", .array(explanation.chain.map { responder in
                .object([("label", .string(responder.label)),
                         ("id", (responder as? View).map { .int(Int($0.nodeIndex)) } ?? .null)])
            })),
            ("recognizers", .array(explanation.recognizers.map { g in
                .object([("label", .string(g.label)), ("view", .optional(g.view?.label))])
            })),
            ("text", .string(explanation.text)),
        ])
    }

    private func probeMessage(_ p: Point, seq: Int) -> String {
        var fields: [(String, JSON)] = [("type", .string("probe")), ("seq", .int(seq)), ("point", .point(p))]
        if let engine, !stopped, let explanation = probe({ try engine.explain(at: p) }) {
            fields.append(("explain", explanationJSON(explanation)))
        }
        return JSON.object(fields).text
    }

    /// The inspector's view beyond what the scene says: its responder chain, as
    /// `printResponderChain` walks it (a script's `nextResponder` overrides run,
    /// what they print is not shown).
    private func inspectMessage(id: Int, seq: Int) -> String {
        var fields: [(String, JSON)] = [("type", .string("inspect")), ("seq", .int(seq)), ("id", .int(id))]
        let view = engine.flatMap { engine in
            stopped ? nil : engine.application.windows.lazy.flatMap { $0.allViews() }.first { Int($0.nodeIndex) == id }
        }
        guard let view else {
            fields.append(("gone", .bool(true)))
            return JSON.object(fields).text
        }
        fields.append(("label", .string(view.label)))
        muted = true
        defer { muted = false }
        do {
            let chain = try view.responderChain()
            fields.append(("chain", .array(chain.map { responder in
                .object([("label", .string(responder.label)),
                         ("id", (responder as? View).map { .int(Int($0.nodeIndex)) } ?? .null)])
            })))
        } catch {
            fields.append(("chainError", .string(describe(error))))
        }
        return JSON.object(fields).text
    }

    /// Where views that override `pointInside` (or `hitTest`) answer yes, sampled
    /// on a grid over their bounds and a margin around them, by calling the
    /// overrides themselves.
    private func hitAreasMessage(seq: Int) -> String {
        var views: [JSON] = []
        var budget = 60_000
        var partial = false
        if let engine, !stopped {
            muted = true
            defer { muted = false }
            let all = engine.application.windows.flatMap { $0.allViews() }
            for view in all {
                let kind: String
                if view.overrides(.pointInside) { kind = "pointInside" } else if view.overrides(.hitTest) { kind = "hitTest" } else { continue }
                let b = view.bounds
                let margin = min(40, max(12, 0.25 * max(b.size.width, b.size.height)))
                let region = b.insetBy(dx: -margin, dy: -margin)
                let cells = min(6_000, budget)
                guard cells >= 100, region.size.width > 0, region.size.height > 0, region.isFinite else {
                    partial = true
                    break
                }
                var step = (region.size.width * region.size.height / Double(cells)).squareRoot()
                step = max(1, (step * 2).rounded(.up) / 2)
                let cols = Int((region.size.width / step).rounded(.up)), rows = Int((region.size.height / step).rounded(.up))
                var bits = ""
                bits.reserveCapacity(cols * rows)
                var failure: String?
                sampling: for r in 0..<rows {
                    for c in 0..<cols {
                        let p = Point(region.minX + (Double(c) + 0.5) * step, region.minY + (Double(r) + 0.5) * step)
                        do {
                            let yes = kind == "pointInside" ? try view.pointInside(p, nil) : try view.hitTest(p, nil) != nil
                            bits.append(yes ? "1" : "0")
                        } catch {
                            failure = describe(error)
                            break sampling
                        }
                    }
                }
                budget -= cols * rows
                var fields: [(String, JSON)] = [
                    ("id", .int(Int(view.nodeIndex))), ("label", .string(view.label)), ("kind", .string(kind)),
                    ("origin", .point(region.origin)), ("step", .number(step)), ("cols", .int(cols)), ("rows", .int(rows)),
                    ("bits", .string(bits)), ("matrix", .transform(view.boundsToScreen)), ("bounds", .rect(b)),
                ]
                if let failure { fields.append(("error", .string(failure))) }
                views.append(.object(fields))
            }
        }
        return JSON.object([("type", .string("hitAreas")), ("seq", .int(seq)), ("views", .array(views)),
                            ("partial", .bool(partial))]).text
    }
}
