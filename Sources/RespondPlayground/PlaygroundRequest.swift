import Foundation

/// What the page asks for, one WebSocket message each:
/// `{"op": "down", "seq": 7, "x": 120, "y": 80, "alt": false}`. Parsed on the
/// server's side; only these plain values reach the engine's thread.
enum PlaygroundRequest: Sendable, Equatable {
    /// The whole state (a new page, or one that missed an update).
    case hello
    /// The mouse: a finger down (with Alt/Option: two fingers, mirrored about
    /// the point), moved, lifted.
    case down(x: Double, y: Double, twoFingers: Bool)
    case move(x: Double, y: Double)
    case up
    /// A gesture at a point: tap, doubleTap, longPress, or swipe with a direction.
    case gesture(kind: String, x: Double, y: Double, direction: String)
    case typeText(String)
    /// A line of Lua, run as the prompt runs it.
    case lua(String)
    /// What is under the pointer: `explain` at that point (nothing is delivered).
    case probe(x: Double, y: Double)
    /// Where views that override pointInside or hitTest answer, sampled on a grid.
    case hitAreas
    /// What the inspector shows of one view (by its id in the scene) beyond the
    /// scene itself: its responder chain. Nothing is changed: the inspector
    /// changes views with Lua lines (`lua`), as the Lua box does.
    case inspect(id: Int)
    /// A fresh engine from the script on disk.
    case reload
    /// The exercise's next hint level, remembered in the workspace as
    /// `respond-lua exercises hint` remembers it.
    case hint

    /// The request and its sequence number, or nil for a malformed message.
    static func parse(_ text: String) -> (PlaygroundRequest, Int)? {
        guard text.utf8.count <= 1_000_000,
              let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let op = object["op"] as? String else { return nil }
        let seq = (object["seq"] as? NSNumber)?.intValue ?? 0
        // A JSON number, not `true` or `false` (which Foundation also gives as an
        // NSNumber, of type char; `is Bool` would refuse the numbers 0 and 1 too).
        func number(_ key: String) -> Double? {
            guard let n = object[key] as? NSNumber, String(cString: n.objCType) != "c" else { return nil }
            let d = n.doubleValue
            return d.isFinite ? d : nil
        }
        func string(_ key: String) -> String? { object[key] as? String }
        switch op {
        case "hello": return (.hello, seq)
        case "down":
            guard let x = number("x"), let y = number("y") else { return nil }
            return (.down(x: x, y: y, twoFingers: (object["alt"] as? Bool) ?? false), seq)
        case "move":
            guard let x = number("x"), let y = number("y") else { return nil }
            return (.move(x: x, y: y), seq)
        case "up": return (.up, seq)
        case "gesture":
            guard let kind = string("kind"), let x = number("x"), let y = number("y") else { return nil }
            return (.gesture(kind: kind, x: x, y: y, direction: string("direction") ?? "right"), seq)
        case "type":
            guard let text = string("text") else { return nil }
            return (.typeText(text), seq)
        case "lua":
            guard let code = string("code") else { return nil }
            return (.lua(code), seq)
        case "probe":
            guard let x = number("x"), let y = number("y") else { return nil }
            return (.probe(x: x, y: y), seq)
        case "hitAreas": return (.hitAreas, seq)
        case "inspect":
            guard let id = number("id"), id >= 0, id <= Double(Int32.max), id == id.rounded() else { return nil }
            return (.inspect(id: Int(id)), seq)
        case "reload": return (.reload, seq)
        case "hint": return (.hint, seq)
        default: return nil
        }
    }
}
