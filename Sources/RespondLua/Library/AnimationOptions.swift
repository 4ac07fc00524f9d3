import CLua
import CLuaShim
import RespondCore

/// `UIView.animate`'s options (LUA_API §11–12, SPEC 12.7 rule 1): a table whose
/// keys are `delay`, `curve`, `allowUserInteraction`, and whose array part holds
/// UIKit's `UIView.AnimationOptions` names; or a single name.
enum AnimationOptionNames {
    /// The names the engine models, in UIKit's order.
    static let modelled = ["allowUserInteraction", "beginFromCurrentState",
                           "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear"]
    static let curves: [String: Animator.Curve] = [
        "curveEaseInOut": .easeInOut, "curveEaseIn": .easeIn, "curveEaseOut": .easeOut, "curveLinear": .linear,
    ]
    /// UIKit's other names: accepted with a warning.
    static let notModelled: Set<String> = [
        "layoutSubviews", "allowAnimatedContent", "showHideTransitionViews", "overrideInheritedDuration",
        "overrideInheritedCurve", "overrideInheritedOptions", "repeat", "autoreverse", "transitionNone",
        "transitionFlipFromLeft", "transitionFlipFromRight", "transitionCurlUp", "transitionCurlDown",
        "transitionCrossDissolve", "transitionFlipFromTop", "transitionFlipFromBottom",
        "preferredFramesPerSecondDefault", "preferredFramesPerSecond60", "preferredFramesPerSecond30",
    ]
    static let keys: Set<String> = ["delay", "curve", "allowUserInteraction"]
}

extension LuaRuntime {
    /// What the options at `index` (a table or a name) set.
    struct AnimationOptions {
        var delay: Double?
        var curve: Animator.Curve?
        var allowUserInteraction = false
    }

    func animationOptions(_ call: LuaCall, _ index: Int32) throws -> AnimationOptions {
        let s = call.stack
        var result = AnimationOptions()
        var curveName: String?
        func name(_ option: String) throws {
            if option == "allowUserInteraction" {
                result.allowUserInteraction = true
            } else if let curve = AnimationOptionNames.curves[option] {
                if let earlier = curveName, earlier != option {
                    throw call.argumentError(index, "two curves: '\(earlier)' and '\(option)'; give one")
                }
                curveName = option
                result.curve = curve
            } else if option == "beginFromCurrentState" {
                // The engine always starts from the drawn value (SPEC 11.11).
            } else if AnimationOptionNames.notModelled.contains(option) {
                warnOnce("'\(option)' is a UIView.AnimationOptions name respond-lua does not model; "
                         + "the animation runs without it", about: "animate." + option)
            } else {
                throw call.argumentError(index, "unknown animation option '\(option)'; known: "
                                         + AnimationOptionNames.modelled.joined(separator: ", ")
                                         + " (UIKit's other UIView.AnimationOptions names are accepted with a warning)")
            }
        }
        if s.type(index) == LUA_TSTRING {
            try name(s.toString(index) ?? "")
            return result
        }
        let count = s.rawLength(index)
        for i in 0..<count {
            s.rawGet(index, index: i + 1)
            defer { s.pop() }
            guard s.type(-1) == LUA_TSTRING, let option = s.toString(-1) else {
                throw call.argumentError(index, "option \(i + 1) must be an animation option name, got \(call.describeType(-1))")
            }
            try name(option)
        }
        // Keys beside the names: those of LUA_API 11, and nothing else.
        var unknownKey: String??
        s.pushNil()
        while lua_next(call.L, index) != 0 {
            s.pop()
            if s.type(-1) == LUA_TNUMBER, let n = s.toNumber(-1), n == n.rounded(), n >= 1, n <= Double(count) { continue }
            let key = s.type(-1) == LUA_TSTRING ? s.toString(-1) : nil
            if let key, AnimationOptionNames.keys.contains(key) { continue }
            unknownKey = .some(key)
            s.pop()
            break
        }
        if let unknownKey {
            let shown = unknownKey.map { "'\($0)'" } ?? "a key that is not a string or a list position"
            throw call.argumentError(index, "unknown option \(shown) (known: \(AnimationOptionNames.keys.sorted().joined(separator: ", ")), and a list of animation option names)")
        }
        guard let options = try call.options(index) else { return result }
        if let d = try options.number("delay") {
            if let problem = Animator.timeProblem(d, "delay") { throw call.argumentError(index, "option 'delay': \(problem)") }
            result.delay = d
        }
        if let curve = try options.string("curve") {
            guard let c = Animator.Curve(rawValue: curve) else {
                throw call.argumentError(index, "option 'curve' must be one of \(Animator.Curve.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), got \"\(curve)\"")
            }
            if let named = curveName, AnimationOptionNames.curves[named] != c {
                throw call.argumentError(index, "two curves: '\(named)' and curve = \"\(curve)\"; give one")
            }
            result.curve = c
        }
        if try options.boolean("allowUserInteraction") == true { result.allowUserInteraction = true }
        return result
    }
}
