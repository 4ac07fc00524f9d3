import RespondCore

/// JSON as the playground writes it to the page: built as values, written in one
/// go. `raw` embeds text that is already JSON (a trace record's `json`).
enum JSON {
    case null
    case bool(Bool)
    case number(Double)
    case int(Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])
    case raw(String)

    static func optional(_ s: String?) -> JSON { s.map(JSON.string) ?? .null }
    static func point(_ p: Point) -> JSON { .array([.number(p.x), .number(p.y)]) }
    static func rect(_ r: Rect) -> JSON { .array([.number(r.origin.x), .number(r.origin.y), .number(r.size.width), .number(r.size.height)]) }
    static func transform(_ t: AffineTransform) -> JSON { .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map(JSON.number)) }

    var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += Self.number(d)
        case .int(let i): out += String(i)
        case .string(let s): Self.quote(s, into: &out)
        case .raw(let s): out += s
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (i, (key, value)) in fields.enumerated() {
                if i > 0 { out += "," }
                Self.quote(key, into: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// Up to four decimals (coordinates, times); null for NaN and infinities.
    static func number(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        let rounded = (d * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return formatNumber(rounded)
    }

    /// Kept out of the page's HTML parser's way, and valid in JavaScript strings.
    static func quote(_ s: String, into out: inout String) {
        appendJSONString(s, to: &out, escapingLineSeparators: true)
    }
}
