/// The human text of a live trace (`--trace`, `sim.trace(true)`), shortened
/// for reading (issue 35): runs of frames, the 1/60 s steps of a deceleration
/// or of a pan's `changed`, each with its action, become one line with their
/// time span, their count and the scroll view's `contentOffset` before and
/// after; and each touch's trace ends with its outcome in plain words (who
/// got the touch, whether the view it hit got it, and why not). Every other
/// record is printed as it is. The JSON trace and `sim.records` keep every
/// record: this is only the text.
///
/// Records go in one at a time (`add`); the lines to print come back. A run is
/// held until a record that is no frame arrives, or `flush()` (the end of a
/// script or of a line at the prompt); the outcome of a touch comes when the
/// next touch begins, or at `flush()`.
public final class TraceSummary {
    private let language: Language

    public init(language: Language = Language.current) {
        self.language = language
    }

    // MARK: Runs of frames

    /// One kind of frame in the runs being held: its first record's text,
    /// times, count, and the scroll view whose offset it moves.
    private struct Run {
        let key: String
        var first: TraceRecord
        var lastTime: Double
        var frames = 1
        var actions = 0
        var records: [TraceRecord]
        weak var scrollView: ScrollView?
        var startOffset: Point?
    }

    private var runs: [Run] = []

    /// The key of a frame record: the same key is the same kind of frame. A
    /// deceleration's step (a timer), a recognizer's `changed → changed`, and
    /// the action it sends at `changed`.
    private func frameKey(_ record: TraceRecord) -> (key: String, isAction: Bool)? {
        switch record.kind {
        case .timer:
            guard record.subject is ScrollView, let reason = record.reason else { return nil }
            return ("timer " + reason, false)
        case .gesture:
            guard record.event == "changed → changed", let recognizer = record.recognizer else { return nil }
            return ("changed \(ObjectIdentifier(recognizer).hashValue)", false)
        case .action:
            guard record.event == "changed", let recognizer = record.recognizer else { return nil }
            return ("changed \(ObjectIdentifier(recognizer).hashValue)", true)
        default:
            return nil
        }
    }

    /// Adds a record; returns the lines to print now (none while a run goes on).
    public func add(_ record: TraceRecord) -> [String] {
        var out: [String] = []
        if let (key, isAction) = frameKey(record) {
            if let i = runs.firstIndex(where: { $0.key == key }) {
                runs[i].lastTime = record.time
                if isAction { runs[i].actions += 1 } else { runs[i].frames += 1 }
                if runs[i].records.count < 4 { runs[i].records.append(record) }
            } else if !isAction {
                let scrollView = (record.subject ?? record.view) as? ScrollView
                runs.append(Run(key: key, first: record, lastTime: record.time, records: [record],
                                scrollView: scrollView, startOffset: scrollView?.contentOffset))
            } else {
                // An action whose frame was not seen (the trace began in between): as it is.
                out += flushRuns()
                out.append(record.text)
            }
            observe(record)
            return out
        }
        out += flushRuns()
        if record.kind == .hitTest, touch.over {
            out += outcome()
            touch = Touch()
        }
        observe(record)
        out.append(record.text)
        return out
    }

    /// The runs held, as their lines; and the outcome of the touch so far
    /// (`ifOver`: only if the touch is over, as before the script prints).
    public func flush(outcomeIfOver: Bool = false) -> [String] {
        var out = flushRuns()
        if !outcomeIfOver || touch.over {
            out += outcome()
            touch = Touch()
        }
        return out
    }

    private func flushRuns() -> [String] {
        defer { runs.removeAll() }
        return runs.flatMap(runLines)
    }

    private func runLines(_ run: Run) -> [String] {
        // Two frames or fewer read as well as they are.
        if run.frames <= 2 && run.records.count == run.frames + run.actions { return run.records.map(\.text) }
        let text = run.first.text
        let body = text.firstIndex(of: "]").map { text[text.index(after: $0)...] } ?? Substring(text)
        let span = "[\(run.first.timeText)–\(TraceRecord.timeText(run.lastTime))]"
        let seconds = formatNumber(((run.lastTime - run.first.time) * 1000).rounded() / 1000)
        var words = Words(" — \(run.frames) frames in \(seconds) s", " —— \(seconds) 秒内 \(run.frames) 帧")
        if run.actions > 0 {
            words = Words(words.en + ", each with its action", words.zh + "，每帧都触发一次 action")
        }
        if let start = run.startOffset, let end = run.scrollView?.contentOffset {
            words = Words(words.en + ", contentOffset \(start) → \(end)", words.zh + "，contentOffset \(start) → \(end)")
        }
        return [span + body + words.text(in: language)]
    }

    // MARK: The outcome of a touch

    /// What a touch's records said, from its first hit test on.
    private struct Touch {
        var started = false
        /// The views hit, in order, and where (nil: the touch hit nothing).
        var hits: [(view: EngineObject?, point: Point?)] = []
        /// Per view hit: what it was delivered.
        var began: Set<ObjectIdentifier> = []
        var heldBack: [ObjectIdentifier: String] = [:]
        var endedViews: Set<ObjectIdentifier> = []
        var cancelled: Set<ObjectIdentifier> = []
        /// The first recognizer that began or recognized, its view and why.
        var taker: (recognizer: EngineObject, view: EngineObject?, event: String, reason: String?)?
        /// The other recognizers that began or recognized in the same touch (simultaneously, or later).
        var others: [EngineObject] = []
        /// Control events sent by the views hit (touchDown, touchUpInside...).
        var controlEvents: [(view: EngineObject, event: String)] = []
        /// Whether the touch is over (lifted, recognizers reset, or nothing hit).
        var over = false
        var liftedFingers = 0
    }

    private var touch = Touch()

    private func observe(_ record: TraceRecord) {
        switch record.kind {
        case .hitTest:
            touch.started = true
            touch.hits.append((record.view, record.point))
            if record.view == nil { touch.over = true }
        case .deliver:
            guard let view = record.view, let method = record.method else { return }
            let id = ObjectIdentifier(view)
            switch method {
            case "touchesBegan":
                if let reason = record.reason, reason.hasPrefix("held back") || reason.hasPrefix("withheld") {
                    touch.heldBack[id] = reason
                } else {
                    touch.began.insert(id)
                }
            case "touchesEnded":
                // Over when as many fingers lifted as came down (one of two lifting is not the end).
                touch.endedViews.insert(id)
                touch.liftedFingers += record.touchCount ?? 1
                if touch.liftedFingers >= touch.hits.count { touch.over = true }
            case "touchesCancelled":
                // The fingers are still down: the recognizer that cancelled goes on.
                touch.cancelled.insert(id)
            default: break
            }
        case .gesture:
            guard let recognizer = record.recognizer, let event = record.event else { return }
            if event.hasSuffix("→ possible") { touch.over = true }
            if event.hasPrefix("possible → "),
               ["began", "recognized", "ended"].contains(String(event.dropFirst("possible → ".count))) {
                if touch.taker == nil {
                    touch.taker = (recognizer, record.view, String(event.dropFirst("possible → ".count)), record.reason)
                } else if touch.taker?.recognizer !== recognizer, !touch.others.contains(where: { $0 === recognizer }) {
                    touch.others.append(recognizer)
                }
            }
        case .control:
            if let view = record.view, let event = record.event, touch.hits.contains(where: { $0.view === view }) {
                touch.controlEvents.append((view, event))
            }
        default:
            break
        }
    }

    /// The touch's outcome in plain words, one line; none when no touch was traced.
    private func outcome() -> [String] {
        guard touch.started else { return [] }
        let t = touch
        let intro = Words("outcome: ", "结果：")
        var parts: [Words] = []
        if let taker = t.taker {
            let who = taker.view.map { "\($0.label)'s \(taker.recognizer.label)" } ?? taker.recognizer.label
            let whoZh = taker.view.map { "\($0.label) 的 \(taker.recognizer.label)" } ?? taker.recognizer.label
            if let reason = taker.reason, reason.hasPrefix("moved "), taker.event == "began" {
                let distance = reason.dropFirst("moved ".count)
                parts.append(Words("\(who) took the touch once the finger had moved \(distance)",
                                   "手指移动 \(distance) 后，\(whoZh) 拿走了这次触摸"))
            } else {
                // (The reason is the record's English: the Chinese leaves it to the trace line above.)
                let why = taker.reason.map { " (\($0))" } ?? ""
                parts.append(taker.event == "began"
                    ? Words("\(who) took the touch\(why)", "\(whoZh) 拿走了这次触摸")
                    : Words("\(who) recognized\(why)", "\(whoZh) 识别成功"))
            }
            if !t.others.isEmpty {
                parts.append(Words("so did \(t.others.map(\.label).joined(separator: ", "))",
                                   "同样识别成功的还有 \(t.others.map(\.label).joined(separator: "、"))"))
            }
        }
        var seen: Set<ObjectIdentifier> = []
        for hit in t.hits {
            guard let view = hit.view else {
                parts.append(Words("the touch at \(hit.point.map { "\($0)" } ?? "?") hit no view, so no view got it",
                                   "\(hit.point.map { "\($0)" } ?? "?") 处的触摸没有命中任何视图，所以没有视图收到它"))
                continue
            }
            let id = ObjectIdentifier(view)
            guard seen.insert(id).inserted else { continue }
            let name = view.label
            if !t.began.contains(id) {
                if let held = t.heldBack[id], held.hasPrefix("withheld: it stopped "), held.hasSuffix(" decelerating") {
                    let scroller = held.dropFirst("withheld: it stopped ".count).dropLast(" decelerating".count)
                    parts.append(Words("\(name) never got it: the touch stopped \(scroller) decelerating, and such a touch reaches no view",
                                       "\(name) 始终没有收到它：这次触摸让 \(scroller) 停止了减速，这样的触摸不会交给任何视图"))
                } else if let held = t.heldBack[id] {
                    let holder = held.hasPrefix("held back by ") ? String(held.dropFirst(13)) : held
                    parts.append(t.taker.map { taker in
                        Words("\(name) never got it: its touchesBegan was held back by \(holder) and dropped when "
                              + "\(taker.recognizer.label) \(taker.event == "began" ? "began" : "recognized")",
                              "\(name) 始终没有收到它：它的 touchesBegan 被 \(holder) 扣住，\(taker.recognizer.label) "
                              + "\(taker.event == "began" ? "开始识别" : "识别成功")后就被丢弃了")
                    } ?? Words("\(name) never got it: its touchesBegan was held back by \(holder) and never delivered",
                               "\(name) 始终没有收到它：它的 touchesBegan 被 \(holder) 扣住，一直没有送达"))
                } else {
                    parts.append(Words("\(name) never got it", "\(name) 始终没有收到它"))
                }
            } else if t.cancelled.contains(id) {
                parts.append(Words("\(name)'s touches were cancelled (touchesCancelled)",
                                   "\(name) 的触摸被取消了（touchesCancelled）"))
            } else if t.endedViews.contains(id) {
                parts.append(t.taker == nil
                    ? Words("\(name) got the touch, touchesBegan to touchesEnded, and no gesture recognizer took it",
                            "\(name) 收到了这次触摸，从 touchesBegan 到 touchesEnded，没有手势识别器拿走它")
                    : Words("\(name) got the touch too, touchesBegan to touchesEnded",
                            "\(name) 也收到了这次触摸，从 touchesBegan 到 touchesEnded"))
            } else {
                parts.append(Words("\(name) has the touch (not ended yet)", "\(name) 收到了这次触摸（还没有结束）"))
            }
            // The events in order, a repeated one once with its count (touchDragInside ×2).
            var events: [(event: String, count: Int)] = []
            for event in t.controlEvents where event.view === view {
                if events.last?.event == event.event { events[events.count - 1].count += 1 } else { events.append((event.event, 1)) }
            }
            if !events.isEmpty {
                let list = events.map { $0.count > 1 ? "\($0.event) ×\($0.count)" : $0.event }
                parts.append(Words("it sent \(list.joined(separator: ", "))", "它发出了 \(list.joined(separator: "、"))"))
            }
        }
        let en = intro.en + parts.map(\.en).joined(separator: "; ") + "."
        let zh = intro.zh + parts.map(\.zh).joined(separator: "；") + "。"
        return [Words(en, zh).text(in: language)]
    }
}
