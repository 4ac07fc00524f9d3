/// One step of dispatch, as the engine saw it. Text traces, JSON traces,
/// `explain` and the REPL all read these records; none re-derives dispatch.
public struct TraceRecord {
    public enum Kind: String, CaseIterable, Sendable {
        case hitTest, deliver, forward, gesture, action, control, firstResponder, timer, warning
    }

    public var kind: Kind
    public var time: Double
    public var view: EngineObject?
    public var method: String?
    public var from: EngineObject?
    public var to: EngineObject?
    public var recognizer: EngineObject?
    public var target: EngineObject?
    public var action: String?
    public var event: String?
    public var reason: String?
    public var point: Point?
    public var touchCount: Int?
    /// What a timer is for (a decelerating scroll view): read by summaries
    /// (`TraceSummary`), never printed nor in the JSON.
    public var subject: EngineObject?

    public init(_ kind: Kind, time: Double, view: EngineObject? = nil, method: String? = nil,
                from: EngineObject? = nil, to: EngineObject? = nil, recognizer: EngineObject? = nil,
                target: EngineObject? = nil, action: String? = nil, event: String? = nil,
                reason: String? = nil, point: Point? = nil, touchCount: Int? = nil) {
        self.kind = kind
        self.time = time
        self.view = view
        self.method = method
        self.from = from
        self.to = to
        self.recognizer = recognizer
        self.target = target
        self.action = action
        self.event = event
        self.reason = reason
        self.point = point
        self.touchCount = touchCount
    }

    /// One line for people: `[0.050] deliver  touchesEnded → UIView "A" (1 touch)`.
    public var text: String {
        var parts: [String] = []
        func add(_ s: String?) { if let s, !s.isEmpty { parts.append(s) } }
        switch kind {
        case .hitTest:
            add(point.map { "at \($0)" })
            add(view.map { "→ \($0.label)" } ?? "→ nothing")
        case .deliver:
            add(method)
            add(view.map { "→ \($0.label)" })
            add(touchCount.map { "(\($0) touch\($0 == 1 ? "" : "es"))" })
        case .forward:
            add(method)
            if let from, let to { add("\(from.label) → \(to.label)") }
        case .gesture:
            add((recognizer?.label ?? "?") + (view.map { " on \($0.label)" } ?? "") + ":")
            add(event)
            add(reason.map { event == nil ? $0 : "(\($0))" })
            return "[\(timeText)] \(kind.rawValue + String(repeating: " ", count: max(0, 8 - kind.rawValue.count))) \(parts.joined(separator: " "))"
        case .action:
            if let recognizer {
                add("\(recognizer.label) (\(event ?? "?")) →")
                add(target?.label)
                add(action)
                add(reason)
            } else {
                add(action)
                add(target.map { "→ \($0.label)" })
                add(reason.map { "(\($0))" })
            }
            return "[\(timeText)] \(kind.rawValue + String(repeating: " ", count: max(0, 8 - kind.rawValue.count))) \(parts.joined(separator: " "))"
        default:
            add(method)
            add(recognizer?.label)
            add(view?.label)
            if let from, let to { add("\(from.label) → \(to.label)") }
            add(target.map { "target \($0.label)" })
            add(action.map { "action \($0)" })
            add(event)
        }
        add(reason.map { kind == .hitTest || kind == .deliver || kind == .forward ? "(\($0))" : $0 })
        return "[\(timeText)] \(kind.rawValue + String(repeating: " ", count: max(0, 8 - kind.rawValue.count))) \(parts.joined(separator: " "))"
    }

    var timeText: String { Self.timeText(time) }

    /// A time as the trace prints it: seconds with three decimals (`0.150`).
    static func timeText(_ time: Double) -> String {
        guard time.isFinite, abs(time) < 1e12 else { return formatNumber(time) }
        let ms = Int((time * 1000).rounded())
        let s = ms / 1000, frac = ms % 1000
        return "\(s).\(String(repeating: "0", count: 3 - String(frac).count))\(frac)"
    }

    /// One JSON object on one line, fields in a fixed order.
    public var json: String {
        var fields: [(String, String)] = [("kind", jsonString(kind.rawValue)), ("time", jsonNumber(time))]
        func add(_ key: String, _ object: EngineObject?) { if let object { fields.append((key, jsonString(object.label))) } }
        func add(_ key: String, _ text: String?) { if let text { fields.append((key, jsonString(text))) } }
        add("view", view)
        add("method", method)
        add("from", from)
        add("to", to)
        add("recognizer", recognizer)
        add("target", target)
        add("action", action)
        add("event", event)
        add("reason", reason)
        if let point { fields.append(("point", "{\"x\":\(jsonNumber(point.x)),\"y\":\(jsonNumber(point.y))}")) }
        if let touchCount { fields.append(("touches", String(touchCount))) }
        return "{" + fields.map { "\(jsonString($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
}

func jsonNumber(_ d: Double) -> String { d.isFinite ? formatNumber(d) : "null" }

func jsonString(_ s: String) -> String {
    var out = ""
    appendJSONString(s, to: &out)
    return out
}

/// Appends `s` as a JSON string. `escapingLineSeparators` also escapes U+2028 and
/// U+2029 (valid JSON either way; escaped, the text can sit inside a page's script).
public func appendJSONString(_ s: String, to out: inout String, escapingLineSeparators: Bool = false) {
    out += "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\u{2028}" where escapingLineSeparators: out += "\\u2028"
        case "\u{2029}" where escapingLineSeparators: out += "\\u2029"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    out += "\""
}
