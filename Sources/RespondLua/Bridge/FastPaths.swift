import CLua
import CLuaShim
import RespondCore

/// The properties scripts read most (in overrides, on every event), read by a
/// typed switch called straight from the C `__index`: no function table, no
/// closures, no reference counting. Each has an ordinary getter too (the same
/// value), which serves every other way of reaching it.
enum FastProperty: Int, CaseIterable {
    case name = 1
    case tag, bounds, frame, center, superview, hidden, alpha, userInteractionEnabled
    case touchView, touchWindow, touchPhase, touchTapCount
    case recognizerState, recognizerView

    /// The class whose instances (and subclasses') have it.
    var owner: String {
        switch self {
        case .name: "NSObject"
        case .tag, .bounds, .frame, .center, .superview, .hidden, .alpha, .userInteractionEnabled: "UIView"
        case .touchView, .touchWindow, .touchPhase, .touchTapCount: "UITouch"
        case .recognizerState, .recognizerView: "UIGestureRecognizer"
        }
    }
}

/// Built-in functions on the hottest paths, run by a typed switch from their
/// own C trampoline (`rl_push_native_function`).
enum NativeFunction: Int, CaseIterable {
    case viewHitTest = 1, viewPointInside, globalHitTest, touchDown, fingerMove, fingerUp

    /// How argument errors name the function.
    var name: String {
        switch self {
        case .viewHitTest, .globalHitTest: "hitTest"
        case .viewPointInside: "pointInside"
        case .touchDown: "touchDown"
        case .fingerMove: "moveTo"
        case .fingerUp: "up"
        }
    }

    var isMethod: Bool { self == .viewHitTest || self == .viewPointInside }

    /// One `LuaFunction` per native, for `LuaCall`'s argument messages.
    static let functions: [LuaFunction] = allCases.map { native in
        LuaFunction(name: native.name, hasSelf: native.isMethod) { _ in 0 }
    }
}

// The runtime is borrowed, not retained: it outlives every call into it.
let fastGetterFromC: rl_fast_getter_fn = { state, context, which, classID, object, aux in
    Unmanaged<LuaRuntime>.fromOpaque(context!)._withUnsafeGuaranteedRef {
        $0.fastGet(Int(which), classID: Int(classID), object!, aux: aux, on: state!)
    }
}

let nativeFromC: rl_native_fn = { state, context, which in
    Unmanaged<LuaRuntime>.fromOpaque(context!)._withUnsafeGuaranteedRef { $0.runNative(Int(which), on: state!) }
}

extension LuaRuntime {
    /// Reads a fast property of `pointer`, an object of class `classID` (checked
    /// here to have that property, so the typed reads below are sound). `aux`
    /// is its userdata's word: for a view of this engine, its node index + 1.
    func fastGet(_ which: Int, classID: Int, _ pointer: UnsafeMutableRawPointer, aux: Int32,
                 on state: OpaquePointer) -> Int32 {
        guard let property = FastProperty(rawValue: which), classID > 0, classID < classFastProperties.count,
              classFastProperties[classID] & (1 << UInt64(which)) != 0 else {
            LuaStack(L: state).push("this property marker was tampered with")
            return RL_ERROR_WHERE
        }
        let saved = L
        L = state
        defer { L = saved }
        switch property {
        case .name:
            if let name = read(pointer, as: EngineObject.self, { $0.name }) { stack.push(name) } else { stack.pushNil() }
        case .tag:
            // The userdata holds the view, so its node index is its own.
            let tag = aux > 0 ? engine.views.tag(ofNode: aux - 1) : read(pointer, as: View.self) { $0.tag }
            lua_pushinteger(state, lua_Integer(tag))
        case .bounds: push(read(pointer, as: View.self) { $0.bounds })
        case .frame: push(read(pointer, as: View.self) { $0.frame })
        case .center: push(read(pointer, as: View.self) { $0.center })
        case .superview: pushObject(read(pointer, as: View.self) { $0.superview })
        case .hidden: stack.push(read(pointer, as: View.self) { $0.hidden })
        case .alpha: stack.push(read(pointer, as: View.self) { $0.alpha })
        case .userInteractionEnabled: stack.push(read(pointer, as: View.self) { $0.userInteractionEnabled })
        case .touchView: pushObject(read(pointer, as: Touch.self) { $0.view })
        case .touchWindow: pushObject(read(pointer, as: Touch.self) { $0.window })
        case .touchPhase: stack.push(read(pointer, as: Touch.self) { $0.phase.rawValue })
        case .touchTapCount: lua_pushinteger(state, lua_Integer(read(pointer, as: Touch.self) { $0.tapCount }))
        case .recognizerState: stack.push(read(pointer, as: GestureRecognizer.self) { $0.state.rawValue })
        case .recognizerView: pushObject(read(pointer, as: GestureRecognizer.self) { $0.view })
        }
        return 1
    }

    /// A value read from the object a userdata holds, as the type its class
    /// guarantees. The userdata (the getter's argument) holds the object while
    /// this runs, so it is borrowed: no retain and release.
    @inline(__always)
    private func read<T: EngineObject, R>(_ pointer: UnsafeMutableRawPointer, as type: T.Type, _ body: (T) -> R) -> R {
        Unmanaged<T>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    func runNative(_ which: Int, on state: OpaquePointer) -> Int32 {
        guard let native = NativeFunction(rawValue: which) else {
            LuaStack(L: state).push("this engine function was tampered with")
            return RL_ERROR_WHERE
        }
        let saved = L
        L = state
        defer { L = saved }
        let call = LuaCall(runtime: self, L: state, function: NativeFunction.functions[which - 1])
        do {
            switch native {
            case .viewHitTest:
                // Retained, not borrowed: a script's override can make the
                // receiver's userdata let go of it while the walk still uses it.
                let view = try call.view(1)
                let point = try call.point(2)
                let event = try call.optionalObject(3, Event.self, "UIEvent")
                switch try view.methodHitTestUnretained(point, event) {
                case .held(let found): pushView(found)
                case .owned(let found): pushObject(found)
                }
                try engine.chargeWork()
            case .viewPointInside:
                let view = try call.view(1)
                let point = try call.point(2)
                _ = try call.optionalObject(3, Event.self, "UIEvent")
                stack.push(view.viewPointInside(point, nil))
            case .globalHitTest:
                let (p, _) = try call.location(1)
                let hit = try engine.application.hitTest(screenPoint: p, event: engine.dispatcher.event)
                pushObject(hit?.view)
                try engine.chargeWork()
            case .touchDown:
                let (p, _) = try call.location(1)
                pushFinger(try engine.simulator.touchDown(at: p))
            case .fingerMove:
                let touch = try activeTouch(call, "moveTo")
                let (p, _) = try call.location(2)
                try engine.simulator.move(touch, to: p)
                return 0
            case .fingerUp:
                try engine.simulator.lift(try activeTouch(call, "up"))
                return 0
            }
            return 1
        } catch {
            return report(error, from: call)
        }
    }

    /// The touch of a finger primitive's argument, still down.
    func activeTouch(_ call: LuaCall, _ name: String) throws -> Touch {
        let touch = try call.object(1, Touch.self, "UITouch")
        guard engine.dispatcher.isActive(touch) else {
            throw LuaError(message: "\(name): finger \(touch.finger) is not down (it was lifted or cancelled)")
        }
        return touch
    }
}
