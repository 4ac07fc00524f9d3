import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    /// UITouch and UIEvent (LUA_API §6).
    func defineEventClasses() {
        let touch = ClassDefinition("UITouch", parent: "NSObject")
        touch.property("phase", Touch.self, fast: .touchPhase, get: { c, t in c.stack.push(t.phase.rawValue) })
        touch.object("view", Touch.self, fast: .touchView) { $0.view }
        touch.object("window", Touch.self, fast: .touchWindow) { $0.window }
        touch.property("tapCount", Touch.self, fast: .touchTapCount, get: { c, t in c.stack.push(int: t.tapCount) })
        touch.property("timestamp", Touch.self, get: { c, t in c.stack.push(t.timestamp) })
        touch.number("force", Touch.self, get: { $0.force }, set: { $0.force = $1 })
        touch.number("majorRadius", Touch.self, get: { $0.majorRadius }, set: { $0.majorRadius = $1 })
        touch.property("finger", Touch.self, get: { c, t in c.stack.push(int: t.finger) })
        touch.objects("gestureRecognizers", Touch.self) { $0.gestureRecognizers }
        touch.method("locationInView") { call in
            let t = try call.object(1, Touch.self, "UITouch")
            call.runtime.push(t.location(in: try call.optionalObject(2, View.self, "UIView")))
            return 1
        }
        touch.method("previousLocationInView") { call in
            let t = try call.object(1, Touch.self, "UITouch")
            call.runtime.push(t.previousLocation(in: try call.optionalObject(2, View.self, "UIView")))
            return 1
        }
        exposeGlobal(define(touch))

        let event = ClassDefinition("UIEvent", parent: "NSObject")
        event.property("type", Event.self, get: { c, e in c.stack.push(e.type.rawValue) })
        event.property("subtype", Event.self, get: { c, e in
            if let s = e.subtype { c.stack.push(s) } else { c.stack.pushNil() }
        })
        event.property("timestamp", Event.self, get: { c, e in c.stack.push(e.timestamp) })
        event.property("allTouches", Event.self, get: { c, e in c.runtime.push(touches: e.allTouches) })
        event.method("touchesForView") { call in
            let e = try call.object(1, Event.self, "UIEvent")
            call.runtime.push(touches: e.touches(for: try call.object(2, View.self, "UIView")))
            return 1
        }
        event.method("touchesForWindow") { call in
            let e = try call.object(1, Event.self, "UIEvent")
            call.runtime.push(touches: e.touches(for: try call.object(2, Window.self, "UIWindow")))
            return 1
        }
        event.method("touchesForGestureRecognizer") { call in
            let e = try call.object(1, Event.self, "UIEvent")
            call.runtime.push(touches: e.touches(for: try call.object(2, GestureRecognizer.self, "UIGestureRecognizer")))
            return 1
        }
        exposeGlobal(define(event))
    }
}
