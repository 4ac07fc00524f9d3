import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    /// The simulated device (LUA_API §8): global functions, also in table `sim`.
    func installSimulation() {
        let s = stack
        s.newTable()
        let sim = s.top

        func expose(_ name: String, _ body: @escaping (LuaCall) throws -> Int32) { exposeInSim(name, sim, body) }
        func simOnly(_ name: String, _ body: @escaping (LuaCall) throws -> Int32) {
            pushFunction(name, body)
            s.rawSet(sim, name)
        }

        expose("tap") { call in
            let (p, next) = try call.location(1)
            var o = Simulator.TapOptions()
            try call.runtime.readTapOptions(call, next, &o)
            call.runtime.pushObject(try call.runtime.engine.simulator.tap(at: p, o))
            return 1
        }
        expose("doubleTap") { call in
            let (p, next) = try call.location(1)
            var o = Simulator.TapOptions()
            o.taps = 2
            try call.runtime.readTapOptions(call, next, &o)
            call.runtime.pushObject(try call.runtime.engine.simulator.tap(at: p, o))
            return 1
        }
        expose("longPress") { call in
            let (p, next) = try call.location(1)
            let o = try call.options(next)
            try o?.allow(["duration", "fingers", "spread", "settle"])
            call.runtime.pushObject(try call.runtime.engine.simulator.longPress(
                at: p, duration: try o?.number("duration", in: Self.durations) ?? 0.8,
                fingers: try o?.integer("fingers", in: Self.fingers) ?? 1,
                spread: try o?.number("spread", in: Self.distances) ?? 40,
                settle: try o?.boolean("settle") ?? true))
            return 1
        }
        expose("drag") { call in
            let (from, next) = try call.location(1)
            let (to, after) = try call.location(next)
            var options = Simulator.PathOptions()
            if let o = try call.options(after) {
                try o.allow(["duration", "steps", "fingers", "spread", "settle"])
                options.duration = try o.number("duration", in: Self.durations) ?? options.duration
                options.steps = try o.integer("steps", in: 1...Simulator.maximumSteps)
                options.fingers = try o.integer("fingers", in: Self.fingers) ?? 1
                options.spread = try o.number("spread", in: Self.distances) ?? options.spread
                options.settle = try o.boolean("settle") ?? true
            }
            call.runtime.pushObject(try call.runtime.engine.simulator.drag(from: from, to: to, options))
            return 1
        }
        expose("swipe") { call in
            let (p, next) = try call.location(1)
            let direction = try call.string(next)
            let o = try call.options(next + 1)
            try o?.allow(["distance", "duration", "fingers", "settle"])
            call.runtime.pushObject(try call.runtime.engine.simulator.swipe(
                at: p, direction: direction, distance: try o?.number("distance", in: Self.distances) ?? 150,
                duration: try o?.number("duration", in: Self.durations) ?? 0.1,
                fingers: try o?.integer("fingers", in: Self.fingers) ?? 1,
                settle: try o?.boolean("settle") ?? true))
            return 1
        }
        // `sim.swipeToDelete(tv, indexPath)`: a drag from 20 pt inside the row's
        // trailing edge, 160 pt leftward (SPEC 12.3 rule 4).
        simOnly("swipeToDelete") { call in
            let table = try call.object(1, TableView.self, "UITableView")
            let (from, to) = try table.swipeToDeletePath(try call.indexPath(2))
            call.runtime.pushObject(try call.runtime.engine.simulator.drag(from: from, to: to))
            return 1
        }
        expose("pinch") { call in
            let (p, next) = try call.location(1)
            let o = try call.options(next)
            try o?.allow(["scale", "spread", "angle", "duration", "settle"])
            call.runtime.pushObject(try call.runtime.engine.simulator.pinch(
                at: p, scale: try o?.number("scale", in: 1e-6...1e6) ?? 2,
                spread: try o?.number("spread", in: Self.distances) ?? 100,
                angle: try o?.number("angle", in: -1e6...1e6) ?? 0,
                duration: try o?.number("duration", in: Self.durations) ?? 0.5,
                settle: try o?.boolean("settle") ?? true))
            return 1
        }
        expose("rotate") { call in
            let (p, next) = try call.location(1)
            let o = try call.options(next)
            try o?.allow(["angle", "radius", "duration", "settle"])
            call.runtime.pushObject(try call.runtime.engine.simulator.rotate(
                at: p, angle: try o?.number("angle", in: -1e6...1e6) ?? .pi / 2,
                radius: try o?.number("radius", in: Self.distances) ?? 80,
                duration: try o?.number("duration", in: Self.durations) ?? 0.5,
                settle: try o?.boolean("settle") ?? true))
            return 1
        }
        expose("edgePan") { call in
            let edge = try call.string(1)
            let o = try call.options(2)
            try o?.allow(["distance", "duration", "settle"])
            call.runtime.pushObject(try call.runtime.engine.simulator.edgePan(
                edge: edge, distance: try o?.number("distance", in: Self.distances) ?? 150,
                duration: try o?.number("duration", in: Self.durations) ?? 0.3,
                settle: try o?.boolean("settle") ?? true))
            return 1
        }
        rl_push_native_function(L, Int32(NativeFunction.touchDown.rawValue))
        s.pushValue(-1)
        setGlobal("touchDown")
        s.rawSet(sim, "touchDown")
        expose("wait") { call in
            try call.runtime.engine.clock.advance(by: try call.number(1, "seconds"))
            return 0
        }
        simOnly("advance") { call in
            try call.runtime.engine.clock.advance(by: try call.number(1, "seconds"))
            return 0
        }
        simOnly("settle") { call in
            try call.runtime.engine.clock.settle()
            return 0
        }
        simOnly("batch") { call in
            guard call.stack.isFunction(1) else { throw call.typeError(1, expected: "function") }
            try call.runtime.engine.simulator.batch {
                call.stack.pushValue(1)
                if rl_pcall(call.L, 0, 0) != LUA_OK { throw call.runtime.scriptError(fromTop: ()) }
            }
            return 0
        }
        installTraceControls(sim)
        installKeyboardAndEvents(simTable: sim)
        installSimProperties(sim)
        // For the report on a variable that hides a helper (`explainHiddenHelper`).
        s.pushValue(sim)
        refs.helpers = s.makeRef()
        setGlobal("sim")
        installFingerPrimitives()
    }

    /// A function that is both global and a member of the `sim` table at `sim`.
    func exposeInSim(_ name: String, _ sim: Int32, _ body: @escaping (LuaCall) throws -> Int32) {
        pushFunction(name, body)
        stack.pushValue(-1)
        setGlobal(name)
        stack.rawSet(sim, name)
    }

    /// The ranges options may take: beyond them a gesture would be nonsense, or
    /// more work than a script could want.
    static let fingers = 1...10
    static let durations = 0.0...Clock.maximumTime
    static let distances = 0.0...1e7

    func readTapOptions(_ call: LuaCall, _ index: Int32, _ options: inout Simulator.TapOptions) throws {
        guard let o = try call.options(index) else { return }
        try o.allow(["taps", "fingers", "spread", "hold", "interval", "settle"])
        options.taps = try o.integer("taps", in: 1...Simulator.maximumTaps) ?? options.taps
        options.fingers = try o.integer("fingers", in: Self.fingers) ?? options.fingers
        options.spread = try o.number("spread", in: Self.distances) ?? options.spread
        options.hold = try o.number("hold", in: Self.durations) ?? options.hold
        options.interval = try o.number("interval", in: Self.durations) ?? options.interval
        options.settle = try o.boolean("settle") ?? options.settle
    }

    /// A finger: `{touch = UITouch}` with `moveTo`, `hold`, `up`, `cancel`.
    func pushFinger(_ touch: Touch) {
        pushObject(touch)
        rl_push_finger(L)
    }

    private func installFingerPrimitives() {
        let s = stack
        s.registryGet(refs.preludeValues)
        s.rawGet(-1, "primitives")
        let primitives = s.top
        rl_push_native_function(L, Int32(NativeFunction.fingerMove.rawValue))
        s.rawSet(primitives, "move")
        pushFunction("hold") { call in
            _ = try call.runtime.activeTouch(call, "hold")
            try call.runtime.engine.clock.advance(by: try call.number(2, "seconds"))
            return 0
        }
        s.rawSet(primitives, "hold")
        rl_push_native_function(L, Int32(NativeFunction.fingerUp.rawValue))
        s.rawSet(primitives, "up")
        pushFunction("cancel") { call in
            try call.runtime.engine.simulator.cancel(try call.runtime.activeTouch(call, "cancel"))
            return 0
        }
        s.rawSet(primitives, "cancel")
        s.pop(2)
    }

    /// `sim.now`, `sim.recordLimit` (read and write) through a metatable.
    private func installSimProperties(_ sim: Int32) {
        let s = stack
        s.newTable()
        pushFunction("__index") { call in
            let engine = call.runtime.engine
            switch call.stack.toString(2) {
            case "now": call.stack.push(engine.clock.now)
            case "recordLimit": call.stack.push(int: engine.tracer.limit)
            case "keyboardVisible": call.stack.push(engine.keyboardVisible)
            case "keyboardHeight": call.stack.push(engine.keyboardHeight)
            default: call.stack.pushNil()
            }
            return 1
        }
        s.rawSet(-2, "__index")
        pushFunction("__newindex") { call in
            let key = call.stack.toString(2)
            switch key {
            case "recordLimit":
                call.runtime.engine.tracer.limit = try call.integer(3, in: 1...Tracer.maximumLimit, "recordLimit")
            case "now":
                throw LuaError(message: "sim.now is read-only; use wait(seconds) to move the clock")
            case "keyboardVisible":
                throw LuaError(message: "sim.keyboardVisible is read-only; a first responder that takes text shows the keyboard")
            case "keyboardHeight":
                let height = try call.number(3, "keyboardHeight")
                guard height > 0, height <= call.runtime.engine.screen.size.height else {
                    throw LuaError(message: "sim.keyboardHeight must be more than 0 and at most the screen's height "
                                   + "(\(formatNumber(call.runtime.engine.screen.size.height))), got \(formatNumber(height))")
                }
                call.runtime.engine.keyboardHeight = height
            default:
                try call.table(1)
                try call.runtime.checkKey(2)
                call.stack.setTop(3)
                lua_rawset(call.L, 1)
            }
            return 0
        }
        s.rawSet(-2, "__newindex")
        s.push("sim")
        s.rawSet(-2, "__metatable")
        // Tab completes them like the functions beside them (`sim.no` → `sim.now`).
        registerCompletions(forMetatableAt: s.top, fields: ["now", "recordLimit", "keyboardVisible", "keyboardHeight"])
        s.setMetatable(sim)
    }
}
