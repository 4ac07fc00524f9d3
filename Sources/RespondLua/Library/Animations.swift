import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    /// `UIView.animate(duration, animations [, options] [, completion])` and
    /// UIKit's order `UIView.animate(duration, delay, options, animations,
    /// completion)` (LUA_API §11, SPEC 11.8). Options: `delay`, `curve`,
    /// `allowUserInteraction`.
    func animate(_ call: LuaCall) throws -> Int32 {
        let s = call.stack
        let duration = try call.number(1, "duration (seconds)")
        if let problem = Animator.timeProblem(duration, "duration") { throw call.argumentError(1, problem) }
        var delay = 0.0
        let animationsIndex: Int32, optionsIndex: Int32?, completionIndex: Int32?
        if s.type(2) == LUA_TNUMBER {
            // UIKit's order: duration, delay, options, animations, completion.
            delay = try call.number(2, "delay (seconds)")
            if let problem = Animator.timeProblem(delay, "delay") { throw call.argumentError(2, problem) }
            animationsIndex = 4
            optionsIndex = s.isNil(3) ? nil : 3
            completionIndex = s.isNil(5) ? nil : 5
        } else {
            animationsIndex = 2
            if s.isTable(3) || s.type(3) == LUA_TSTRING || (s.isNil(3) && !s.isNil(4)) {
                // (A nil in the options' place keeps the completion after it.)
                optionsIndex = s.isNil(3) ? nil : 3
                completionIndex = s.isNil(4) ? nil : 4
            } else {
                optionsIndex = nil
                completionIndex = s.isNil(3) ? nil : 3
            }
        }
        guard s.isFunction(animationsIndex) else { throw call.typeError(animationsIndex, expected: "function (the animations)") }
        if let i = completionIndex, !s.isFunction(i) { throw call.typeError(i, expected: "function (the completion) or nil") }
        var curve = Animator.Curve.easeInOut
        var allowUserInteraction = false
        if let i = optionsIndex {
            guard s.isTable(i) || s.type(i) == LUA_TSTRING else {
                throw call.typeError(i, expected: "table or string (the options)")
            }
            let options = try animationOptions(call, i)
            delay = options.delay ?? delay
            curve = options.curve ?? curve
            allowUserInteraction = options.allowUserInteraction
        }
        let completion: ((Bool) throws -> Void)? = completionIndex.map { i in
            let id = handle(forValueAt: i)
            return { [unowned self] finished in
                let base = self.stack.top
                defer { self.stack.setTop(base) }
                self.pushHandle(id)
                self.stack.push(finished)
                if rl_pcall(self.L, 1, 0) != LUA_OK { throw self.scriptError(fromTop: ()) }
            }
        }
        try engine.animator.animate(duration: duration, delay: delay, curve: curve, allowUserInteraction: allowUserInteraction,
                                    animations: {
                                        s.pushValue(animationsIndex)
                                        if rl_pcall(L, 0, 0) != LUA_OK { throw scriptError(fromTop: ()) }
                                    }, completion: completion)
        return 0
    }
}
