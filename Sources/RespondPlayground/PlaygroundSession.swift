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
    var engine: Engine? { runtime?.engine }
    var generation = 0
    /// Why the script could not run (shown on the page); nil when it ran.
    private(set) var problem: String?
    /// A limit stopped the runtime for good: only a reload helps. Which one, in words.
    var stopReason: String?
    var stopped: Bool { stopReason != nil }
    var muted = false

    // The console: chunks of output, numbered, held up to a number of bytes
    // (`consoleByteLimit`) and of chunks. A chunk longer than `chunkByteLimit`
    // keeps its head and its tail and says how much was cut between them; when
    // the console holds too much, the oldest chunks go, and a note says how
    // much. What it holds counts against the engine's memory limit
    // (`--max-memory`), as the engine's own objects do.
    struct Chunk { let serial: Int; let kind: String; let text: String }
    var console: [Chunk] = []
    var consoleStart = 0
    var consoleBytes = 0
    var consoleSerial = 0
    var consoleSent = 0
    var droppedConsoleBytes = 0
    var consoleCharge: (counter: UnsafeMutablePointer<Int>, bytes: Int)?
    static let consoleLimit = 2_000
    static let consoleByteLimit = 1 << 20
    static let chunkByteLimit = 64 << 10

    // The mouse's fingers.
    var fingers: [Touch] = []
    var pinchCenter: Point?
    var fingerStart = Point.zero
    // What the fingers did, for the interaction's title: the title before this
    // finger's part, when it came down (virtual time), how far it went from
    // where it started, where two fingers' centre last was, and the last tap
    // named (so that a second tap turns "a tap" into "a double tap").
    var titleBefore = ""
    var fingerDownTime = 0.0
    var fingerTravel = 0.0
    var pinchLast: Point?
    var lastTap: (titleBefore: String, taps: Int, interaction: Int)?
    /// A press held this long without moving is named a long press (UILongPressGestureRecognizer's default).
    static let longPressDuration = 0.5
    static let pinchOffset = Point(30, 0)
    /// While set, the virtual clock follows real time: `virtual + (now − real)`.
    var anchor: (real: Double, virtual: Double)?
    var lastTick = 0.0
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
    var idleSince: Double?
    /// The most the clock moves on between two interactions (said in the log
    /// when more real time passed).
    static let longestIdleCatchUp = 10.0
    /// The log's note that the clock moved on less than the time that passed,
    /// for the interaction that starts next.
    var clockNote: String?

    // The current interaction: from a first finger down (or a gesture, a typed
    // line) until the next one on an idle engine.
    var interactionID = 0
    var title = ""
    var records: [String] = []
    var recordsSent = 0
    var droppedRecords = 0
    static let recordLimit = 20_000
    var explanation: Explanation?
    var explanationNote: String?
    var explanationSent = false
    var lastSceneSent = ""

    // What scripts print while the interaction's records are being captured:
    // where each print falls among the records (`Tracer.capturedSoFar`), so the
    // page's log shows it in its place.
    var capturing = 0
    var pendingOutput = Printed()
    var outputBytes = 0
    /// Prints made while records are captured: each with its place among them.
    struct Printed {
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
    var stamp = 0
    var nextFileCheck = 0.0
    static let fileCheckInterval = 0.3
    var book: ExerciseBook?
    var checkDue = false
    var checkJSON: JSON?
    var checkSent = true
    /// The globals there were before the script ran (the Lua box's hint tells
    /// the others).
    var globalsBefore = Set<String>()

    init(configuration: PlaygroundConfiguration, thread: EngineThread, sink: @escaping @Sendable (String, Int?) -> Void) {
        self.configuration = configuration
        self.thread = thread
        self.sink = sink
        load(reason: configuration.freshEngineNote)
    }

    // MARK: Loading

    func makeRuntime() throws -> LuaRuntime {
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

    var usable: Engine? {
        guard let engine, !stopped else {
            write("err", (stopped ? Words("the engine was stopped by a limit; Reload gives a fresh one",
                                          "引擎被一个限制停下了；点“重新加载”会得到一个新的")
                                  : Words("there is no engine: the script did not start (fix it and save, or Reload)",
                                          "没有引擎：脚本没能启动（改好后保存，或者点“重新加载”）")).text() + "\n")
            return nil
        }
        return engine
    }

    func fingerDown(_ p: Point, twoFingers: Bool) {
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

    func fingerMoved(_ p: Point) {
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

    func fingersUp() {
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
    func nameFingers(_ finger: Touch?, cancelled: Bool) {
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
    func dropCancelledFingers() {
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
    func settleNow() {
        guard let engine, anchor != nil else { return }
        if !fingers.isEmpty { fingersUp() }
        capture { try engine.clock.settle() }
        anchor = nil
        interactionFinished()
    }

    func gesture(_ kind: String, at p: Point, direction: String) {
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

    func typeText(_ text: String) {
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

    func lua(_ code: String) {
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
    func nilNameHint(_ missing: [String], runtime: LuaRuntime) -> String? {
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
    func catchUp(_ now: Double) {
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
    func noteIdle(_ now: Double) {
        if anchor == nil, fingers.isEmpty, idleSince == nil { idleSince = now }
        if anchor != nil { idleSince = nil }
    }

    /// Brings the virtual clock up to real time (firing the timers due on the way).
    func syncClock(_ now: Double) {
        guard let anchor, let engine, !stopped else { return }
        let target = min(anchor.virtual + (now - anchor.real), Clock.maximumTime)
        guard target > engine.clock.now else { return }
        capture { try engine.clock.run(until: target) }
    }

    /// With no finger down, the clock follows real time only while timers are
    /// pending (a tap waiting for its second tap, an animation being drawn);
    /// then the interaction is over.
    func updateLiveness() {
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
    var isAnimating: Bool { engine?.animatorIfMade?.isRunning ?? false }

    /// After a script, a line or a gesture: animations left running are shown
    /// moving, the clock following real time.
    func followAnimations() {
        if let engine, !stopped, anchor == nil, fingers.isEmpty, isAnimating { anchor = (EngineThread.now(), engine.clock.now) }
        updateLiveness()
    }

    func interactionFinished() {
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

    func runCheck() {
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
                // Why the answer works, as `exercises check` prints it after a pass.
                if let why = try? book.exercise(number).why { fields.append(("why", .string(why))) }
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
    var checkFields: [(String, JSON)] = []

    /// The check with the exercise's hints: all its levels, and how many the
    /// learner has seen (at the page or with `exercises hint`), at least one.
    func publishCheck() {
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
    func nextHint() {
        guard let book, case .exercise(_, _, let number) = configuration.source,
              let exercise = try? book.exercise(number), !exercise.hints.isEmpty else { return }
        if (book.hintLevels[number] ?? 0) == 0 { _ = try? book.nextHint(number) }
        _ = try? book.nextHint(number)
        publishCheck()
    }
}

