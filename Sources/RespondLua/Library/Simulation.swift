import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    /// The simulated device (LUA_API §8): global functions, also in table `sim`.
    func installSimulation() {
        let s = stack
        s.newTable()
        let sim = s.top
        let simulator = engine.simulator

        func expose(_ name: String, _ body: @escaping (LuaCall) throws -> Int32) { exposeInSim(name, sim, body) }
        func simOnly(_ name: String, _ body: @escaping (LuaCall) throws -> Int32) {
            pushFunction(name, body)
            s.rawSet(sim, name)
        }

        expose("tap") { [unowned(unsafe) self] call in
            let (p, next) = try call.location(1)
            var o = Simulator.TapOptions()
            try self.readTapOptions(call, next, &o)
            self.pushObject(try simulator.tap(at: p, o))
            return 1
        }
        expose("doubleTap") { [unowned(unsafe) self] call in
            let (p, next) = try call.location(1)
            var o = Simulator.TapOptions()
            o.taps = 2
            try self.readTapOptions(call, next, &o)
            self.pushObject(try simulator.tap(at: p, o))
            return 1
        }
        expose("longPress") { [unowned(unsafe) self] call in
            let (p, next) = try call.location(1)
            let o = try call.options(next)
            try o?.allow(["duration", "fingers", "spread", "settle"])
            self.pushObject(try simulator.longPress(at: p, duration: try o?.number("duration") ?? 0.8,
                                                    fingers: try o?.integer("fingers") ?? 1,
                                                    spread: try o?.number("spread") ?? 40,
                                                    settle: try o?.boolean("settle") ?? true))
            return 1
        }
        expose("drag") { [unowned(unsafe) self] call in
            let (from, next) = try call.location(1)
            let (to, after) = try call.location(next)
            var options = Simulator.PathOptions()
            if let o = try call.options(after) {
                try o.allow(["duration", "steps", "fingers", "spread", "settle"])
                options.duration = try o.number("duration") ?? options.duration
                options.steps = try o.integer("steps")
                options.fingers = try o.integer("fingers") ?? 1
                options.spread = try o.number("spread") ?? options.spread
                options.settle = try o.boolean("settle") ?? true
            }
            self.pushObject(try simulator.drag(from: from, to: to, options))
            return 1
        }
        expose("swipe") { [unowned(unsafe) self] call in
            let (p, next) = try call.location(1)
            let direction = try call.string(next)
            let o = try call.options(next + 1)
            try o?.allow(["distance", "duration", "fingers", "settle"])
            self.pushObject(try simulator.swipe(at: p, direction: direction, distance: try o?.number("distance") ?? 150,
                                                duration: try o?.number("duration") ?? 0.1,
                                                fingers: try o?.integer("fingers") ?? 1,
                                                settle: try o?.boolean("settle") ?? true))
            return 1
        }
        expose("pinch") { [unowned(unsafe) self] call in
            let (p, next) = try call.location(1)
            let o = try call.options(next)
            try o?.allow(["scale", "spread", "duration", "settle"])
            self.pushObject(try simulator.pinch(at: p, scale: try o?.number("scale") ?? 2, spread: try o?.number("spread") ?? 100,
                                                duration: try o?.number("duration") ?? 0.5,
                                                settle: try o?.boolean("settle") ?? true))
            return 1
        }
        expose("rotate") { [unowned(unsafe) self] call in
            let (p, next) = try call.location(1)
            let o = try call.options(next)
            try o?.allow(["angle", "radius", "duration", "settle"])
            self.pushObject(try simulator.rotate(at: p, angle: try o?.number("angle") ?? .pi / 2,
                                                 radius: try o?.number("radius") ?? 80,
                                                 duration: try o?.number("duration") ?? 0.5,
                                                 settle: try o?.boolean("settle") ?? true))
            return 1
        }
        expose("edgePan") { [unowned(unsafe) self] call in
            let edge = try call.string(1)
            let o = try call.options(2)
            try o?.allow(["distance", "duration", "settle"])
            self.pushObject(try simulator.edgePan(edge: edge, distance: try o?.number("distance") ?? 150,
                                                  duration: try o?.number("duration") ?? 0.3,
                                                  settle: try o?.boolean("settle") ?? true))
            return 1
        }
        expose("touchDown") { [unowned(unsafe) self] call in
            let (p, _) = try call.location(1)
            let touch = try simulator.touchDown(at: p)
            self.pushFinger(touch)
            return 1
        }
        expose("wait") { [unowned(unsafe) self] call in
            try self.engine.clock.advance(by: try call.number(1, "seconds"))
            return 0
        }
        simOnly("advance") { [unowned(unsafe) self] call in
            try self.engine.clock.advance(by: try call.number(1, "seconds"))
            return 0
        }
        simOnly("settle") { [unowned(unsafe) self] _ in
            try self.engine.clock.settle()
            return 0
        }
        simOnly("batch") { [unowned(unsafe) self] call in
            guard call.stack.isFunction(1) else { throw call.typeError(1, expected: "function") }
            try simulator.batch {
                call.stack.pushValue(1)
                if rl_pcall(self.L, 0, 0) != LUA_OK { throw self.scriptError(fromTop: ()) }
            }
            return 0
        }
        installTraceControls(sim)
        installKeyboardAndEvents(simTable: sim)
        installSimProperties(sim)
        lua_setglobal(L, "sim")
        installFingerPrimitives()
    }

    /// A function that is both global and a member of the `sim` table at `sim`.
    func exposeInSim(_ name: String, _ sim: Int32, _ body: @escaping (LuaCall) throws -> Int32) {
        pushFunction(name, body)
        stack.pushValue(-1)
        lua_setglobal(L, name)
        stack.rawSet(sim, name)
    }

    private func readTapOptions(_ call: LuaCall, _ index: Int32, _ options: inout Simulator.TapOptions) throws {
        guard let o = try call.options(index) else { return }
        try o.allow(["taps", "fingers", "spread", "hold", "interval", "settle"])
        options.taps = try o.integer("taps") ?? options.taps
        options.fingers = try o.integer("fingers") ?? options.fingers
        options.spread = try o.number("spread") ?? options.spread
        options.hold = try o.number("hold") ?? options.hold
        options.interval = try o.number("interval") ?? options.interval
        options.settle = try o.boolean("settle") ?? options.settle
    }

    /// A finger: `{touch = UITouch}` with `moveTo`, `hold`, `up`, `cancel`.
    private func pushFinger(_ touch: Touch) {
        stack.newTable(hash: 1)
        pushObject(touch)
        stack.rawSet(-2, "touch")
        pushValueMetatable(.Finger)
        stack.setMetatable(-2)
    }

    private func installFingerPrimitives() {
        let s = stack
        s.registryGet(valuesRef)
        s.rawGet(-1, "primitives")
        let primitives = s.top
        let simulator = engine.simulator
        func activeTouch(_ call: LuaCall, _ name: String) throws -> Touch {
            let touch = try call.object(1, Touch.self, "UITouch")
            guard engine.dispatcher.isActive(touch) else {
                throw LuaError(message: "\(name): finger \(touch.finger) is not down (it was lifted or cancelled)")
            }
            return touch
        }
        pushFunction("moveTo") { call in
            let touch = try activeTouch(call, "moveTo")
            let (p, _) = try call.location(2)
            try simulator.move(touch, to: p)
            return 0
        }
        s.rawSet(primitives, "move")
        pushFunction("hold") { [unowned(unsafe) self] call in
            _ = try activeTouch(call, "hold")
            try self.engine.clock.advance(by: try call.number(2, "seconds"))
            return 0
        }
        s.rawSet(primitives, "hold")
        pushFunction("up") { call in
            try simulator.lift(try activeTouch(call, "up"))
            return 0
        }
        s.rawSet(primitives, "up")
        pushFunction("cancel") { call in
            try simulator.cancel(try activeTouch(call, "cancel"))
            return 0
        }
        s.rawSet(primitives, "cancel")
        s.pop(2)
    }

    /// `sim.now`, `sim.recordLimit` (read and write) through a metatable.
    private func installSimProperties(_ sim: Int32) {
        let s = stack
        s.newTable()
        pushFunction("__index") { [unowned(unsafe) self] call in
            switch call.stack.toString(2) {
            case "now": call.stack.push(self.engine.clock.now)
            case "recordLimit": call.stack.push(int: self.engine.tracer.limit)
            case "keyboardVisible": call.stack.push(self.engine.keyboardVisible)
            default: call.stack.pushNil()
            }
            return 1
        }
        s.rawSet(-2, "__index")
        pushFunction("__newindex") { [unowned(unsafe) self] call in
            let key = call.stack.toString(2)
            switch key {
            case "recordLimit":
                let n = try call.integer(3)
                guard n >= 1 else { throw call.argumentError(3, "recordLimit must be at least 1") }
                self.engine.tracer.limit = n
            case "now":
                throw LuaError(message: "sim.now is read-only; use wait(seconds) to move the clock")
            default:
                lua_rawset(self.L, 1)
            }
            return 0
        }
        s.rawSet(-2, "__newindex")
        s.setMetatable(sim)
    }
}
