import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    /// UIControl and its subclasses (LUA_API §5), UIPress, app:sendAction, and the
    /// responder members for keys, motion, remote control and presses.
    func defineControlClasses() {
        exposeGlobal(define(controlClass()))
        let button = ClassDefinition("UIButton", parent: "UIControl") { Button(engine: $0) }
        button.property("title", Button.self, get: { c, b in
            if let t = b.title { c.stack.push(t) } else { c.stack.pushNil() }
        }, set: { c, b, i in b.title = try c.stringValue(i, optional: true) })
        exposeGlobal(define(button))

        let toggle = ClassDefinition("UISwitch", parent: "UIControl") { Switch(engine: $0) }
        toggle.bool(["on", "isOn"], Switch.self, get: { $0.on }, set: { $0.on = $1 })
        exposeGlobal(define(toggle))

        let slider = ClassDefinition("UISlider", parent: "UIControl") { Slider(engine: $0) }
        slider.number("value", Slider.self, get: { $0.value }, set: { $0.value = $1 })
        slider.number("minimumValue", Slider.self, get: { $0.minimumValue }, set: { $0.minimumValue = $1 })
        slider.number("maximumValue", Slider.self, get: { $0.maximumValue }, set: { $0.maximumValue = $1 })
        exposeGlobal(define(slider))

        let segmented = ClassDefinition("UISegmentedControl", parent: "UIControl") { SegmentedControl(engine: $0) }
        segmented.property("items", SegmentedControl.self, get: { c, s in c.runtime.push(strings: s.items) }, set: { c, s, i in
            guard c.stack.isTable(i) else { throw c.badValue(i, expected: "array of strings") }
            var items: [String] = []
            for k in 0..<c.stack.rawLength(i) {
                c.stack.rawGet(i, index: k + 1)
                defer { c.stack.pop() }
                guard let item = c.stack.toString(-1) else { throw c.badValue(i, expected: "array of strings") }
                items.append(item)
            }
            s.items = items
        })
        segmented.property("numberOfSegments", SegmentedControl.self, get: { c, s in c.stack.push(int: s.items.count) })
        segmented.property("selectedSegmentIndex", SegmentedControl.self, get: { c, s in c.stack.push(int: s.selectedSegmentIndex) },
                           set: { c, s, i in
                               guard let n = c.stack.toInteger(i), n >= -1, n < s.items.count else {
                                   throw c.badValue(i, expected: "segment index from -1 to \(s.items.count - 1)")
                               }
                               s.selectedSegmentIndex = n
                           })
        exposeGlobal(define(segmented))

        let stepper = ClassDefinition("UIStepper", parent: "UIControl") { Stepper(engine: $0) }
        stepper.number("value", Stepper.self, get: { $0.value }, set: { $0.value = $1 })
        stepper.number("minimumValue", Stepper.self, get: { $0.minimumValue }, set: { $0.minimumValue = $1 })
        stepper.number("maximumValue", Stepper.self, get: { $0.maximumValue }, set: { $0.maximumValue = $1 })
        stepper.number("stepValue", Stepper.self, get: { $0.stepValue }, set: { $0.stepValue = $1 })
        exposeGlobal(define(stepper))

        let field = ClassDefinition("UITextField", parent: "UIControl") { TextField(engine: $0) }
        field.property("text", TextField.self, get: { c, f in c.stack.push(f.text) },
                       set: { c, f, i in f.text = try c.stringValue(i, optional: true) ?? "" })
        field.property("placeholder", TextField.self, get: { c, f in
            if let p = f.placeholder { c.stack.push(p) } else { c.stack.pushNil() }
        }, set: { c, f, i in f.placeholder = try c.stringValue(i, optional: true) })
        defineTextFieldEditing(field)
        exposeGlobal(define(field))

        let press = ClassDefinition("UIPress", parent: "NSObject")
        press.property("type", Press.self, get: { c, p in c.stack.push(p.type) })
        press.property("phase", Press.self, get: { c, p in c.stack.push(p.phase.rawValue) })
        press.property("timestamp", Press.self, get: { c, p in c.stack.push(p.timestamp) })
        exposeGlobal(define(press))
    }

    private func controlClass() -> ClassDefinition {
        let c = ClassDefinition("UIControl", parent: "UIView") { Control(engine: $0) }
        c.bool(["enabled", "isEnabled"], Control.self, get: { $0.enabled }, set: { $0.enabled = $1 })
        c.bool(["selected", "isSelected"], Control.self, get: { $0.selected }, set: { $0.selected = $1 })
        c.readOnlyBool(["highlighted", "isHighlighted"], Control.self) { $0.highlighted }
        c.readOnlyBool(["tracking", "isTracking"], Control.self) { $0.tracking }
        c.readOnlyBool(["touchInside", "isTouchInside"], Control.self) { $0.touchInside }
        c.property("state", Control.self, get: { call, control in call.runtime.push(strings: control.state) })
        c.property("allTargets", Control.self, get: { call, control in
            call.stack.newTable()
            for (i, target) in control.allTargets.enumerated() {
                call.runtime.push(target: target)
                call.stack.rawSet(-2, index: i + 1)
            }
        })
        c.method("addTarget") { call in
            let control = try call.object(1, Control.self, "UIControl")
            let target = try call.runtime.actionTarget(call, 2)
            guard let action = try call.runtime.action(call, 3, optional: false) else { return 0 }
            call.runtime.checkActionName(targetAt: 2, actionAt: 3, adder: "addTarget on \(control.label)")
            // A nil target sends the action up the responder chain (SPEC 7.3).
            control.addTarget(target, action: action, for: try call.runtime.controlEvents(call, 4))
            return 0
        }
        c.method("removeTarget") { call in
            let control = try call.object(1, Control.self, "UIControl")
            let target = try call.runtime.actionTarget(call, 2)
            let action = try call.runtime.action(call, 3, optional: true)
            let events = call.stack.isNil(4) ? ControlEvent.allCases : try call.runtime.controlEvents(call, 4)
            control.removeTarget(target, action: action, for: events)
            return 0
        }
        c.method("sendActionsForControlEvents") { call in
            let control = try call.object(1, Control.self, "UIControl")
            try control.sendActions(for: try call.runtime.controlEvents(call, 2), event: nil)
            return 0
        }
        c.method("sendAction") { call in
            let control = try call.object(1, Control.self, "UIControl")
            let action = try call.runtime.action(call, 2, optional: false)!
            let target = try call.runtime.actionTarget(call, 3)
            call.stack.push(try control.controlSendAction(action, to: target, event: try call.optionalObject(4, Event.self, "UIEvent")))
            return 1
        }
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
            c.method(phase.selector.name) { call in
                let control = try call.object(1, Control.self, "UIControl")
                try control.controlTouches(phase, try call.touches(2), try call.object(3, Event.self, "UIEvent"))
                return 0
            }
        }
        c.method("beginTracking") { call in
            let control = try call.object(1, Control.self, "UIControl")
            call.stack.push(try control.defaultBeginTracking(try call.object(2, Touch.self, "UITouch"), try call.object(3, Event.self, "UIEvent")))
            return 1
        }
        c.method("continueTracking") { call in
            let control = try call.object(1, Control.self, "UIControl")
            call.stack.push(try control.defaultContinueTracking(try call.object(2, Touch.self, "UITouch"),
                                                                try call.object(3, Event.self, "UIEvent")))
            return 1
        }
        for name in ["endTracking", "cancelTracking"] {
            c.method(name) { call in
                _ = try call.object(1, Control.self, "UIControl")
                return 0
            }
        }
        c.method("gestureRecognizerShouldBegin") { call in
            let control = try call.object(1, Control.self, "UIControl")
            call.stack.push(control.defaultGestureRecognizerShouldBegin(try call.object(2, GestureRecognizer.self, "UIGestureRecognizer")))
            return 1
        }
        c.constant("defaults") { runtime in runtime.pushTunablesTable() }
        return c
    }

    // MARK: Reading targets, actions and events

    /// nil, an engine object, or any other value kept by handle.
    func actionTarget(_ call: LuaCall, _ index: Int32) throws -> ActionTarget? {
        if call.stack.isNil(index) { return nil }
        if let object = object(at: index) { return .object(object) }
        let type = call.stack.type(index)
        guard type == LUA_TTABLE || type == LUA_TUSERDATA else { throw call.typeError(index, expected: "target (an object, a table or nil)") }
        noteScriptValue(at: index)
        return .script(handle(forValueAt: index))
    }

    func action(_ call: LuaCall, _ index: Int32, optional: Bool) throws -> Action? {
        if optional, call.stack.isNil(index) { return nil }
        if let name = call.stack.toString(index) { return .named(name) }
        if call.stack.isFunction(index) { return .function(handle(forValueAt: index)) }
        throw call.typeError(index, expected: "action (a method name or a function)")
    }

    func controlEvents(_ call: LuaCall, _ index: Int32) throws -> [ControlEvent] {
        let names = try call.stringSet(index, allowed: ControlEvent.allCases.map(\.rawValue) + ["allTouchEvents", "allEditingEvents", "allEvents"])
        var events: [ControlEvent] = []
        for name in names {
            for e in ControlEvent.named(name)! where !events.contains(e) { events.append(e) }
        }
        return events
    }

    /// The same Lua value always gets the same handle; the value is kept for the run.
    func handle(forValueAt index: Int32) -> Int {
        let s = stack
        let i = s.absolute(index)
        s.registryGet(refs.handles)
        s.pushValue(i)
        s.rawGetKeyOnTop(-2)
        if let id = s.toInteger(-1) {
            s.pop(2)
            return id
        }
        s.pop()
        let id = s.rawLength(-1) + 1
        s.pushValue(i)
        s.rawSet(-2, index: id)
        s.pushValue(i)
        s.push(int: id)
        lua_rawset(L, -3)
        s.pop()
        return id
    }

    func pushHandle(_ id: Int) {
        stack.registryGet(refs.handles)
        stack.rawGet(-1, index: id)
        stack.remove(-2)
    }

    func push(target: ActionTarget) {
        switch target {
        case .object(let o): pushObject(o)
        case .script(let id): pushHandle(id)
        }
    }

    // MARK: The keyboard window (SPEC 11.12)

    /// The classes of the views the engine shows the input views in. Scripts
    /// meet them (in `app.windows`, a hit test, a chain) but do not make them.
    func defineKeyboardClasses() {
        define(ClassDefinition("UIRemoteKeyboardWindow", parent: "UIWindow"))
        define(ClassDefinition("UIInputSetHostView", parent: "UIView"))
        define(ClassDefinition("UIKeyboard", parent: "UIView"))
    }

    // MARK: Responder members for keys and non-touch events

    func addKeyAndEventMembers(to c: ClassDefinition) {
        c.property("hasText", Responder.self, get: { call, r in call.stack.push(try r.hasText()) })
        for selector in [Selector.inputView, .inputAccessoryView] {
            c.property(selector.name, Responder.self, get: { call, r in call.runtime.pushObject(try r.inputView(selector)) })
        }
        c.method("reloadInputViews") { call in
            _ = try call.object(1, Responder.self, "UIResponder")
            try call.runtime.engine.reloadInputViews()
            return 0
        }
        c.method("insertText") { call in
            try call.object(1, Responder.self, "UIResponder").defaultInsertText(try call.string(2))
            return 0
        }
        c.method("deleteBackward") { call in
            try call.object(1, Responder.self, "UIResponder").defaultDeleteBackward()
            return 0
        }
        // Names spelled out: `uppercased()` would load Unicode's case tables at start-up.
        for (phase, name) in [(MotionPhase.began, "motionBegan"), (.ended, "motionEnded"), (.cancelled, "motionCancelled")] {
            c.method(name) { call in
                let r = try call.object(1, Responder.self, "UIResponder")
                try r.responderMotion(phase, try call.string(2), try call.object(3, Event.self, "UIEvent"))
                return 0
            }
        }
        c.method("remoteControlReceived") { call in
            let r = try call.object(1, Responder.self, "UIResponder")
            try r.responderRemoteControlReceived(try call.object(2, Event.self, "UIEvent"))
            return 0
        }
        for (phase, name) in [(PressPhase.began, "pressesBegan"), (.changed, "pressesChanged"), (.ended, "pressesEnded"),
                              (.cancelled, "pressesCancelled")] {
            c.method(name) { call in
                let r = try call.object(1, Responder.self, "UIResponder")
                var presses: [Press] = []
                for item in try call.objectsArray(2) {
                    guard let p = item as? Press else { throw call.typeError(2, expected: "set of presses") }
                    presses.append(p)
                }
                try r.responderPresses(phase, presses, try call.object(3, Event.self, "UIEvent"))
                return 0
            }
        }
    }

    func installKeyboardAndEvents(simTable sim: Int32) {
        func expose(_ name: String, _ body: @escaping (LuaCall) throws -> Int32) { exposeInSim(name, sim, body) }
        expose("shake") { call in
            try call.runtime.engine.shake()
            return 0
        }
        expose("remoteControl") { call in
            try call.runtime.engine.remoteControl(try call.string(1))
            return 0
        }
        expose("press") { call in
            try call.runtime.engine.press(try call.string(1))
            return 0
        }
        expose("typeText") { call in
            try call.runtime.engine.typeText(try call.string(1))
            return 0
        }
        defineTextFieldSimulation(simTable: sim)
    }
}

extension LuaCall {
    /// The engine objects in an array (or set) argument.
    func objectsArray(_ index: Int32) throws -> [EngineObject] {
        guard stack.isTable(index) else { throw typeError(index, expected: "array") }
        var out: [EngineObject] = []
        for i in 0..<stack.rawLength(index) {
            stack.rawGet(index, index: i + 1)
            defer { stack.pop() }
            guard let o = runtime.object(at: -1) else { throw argumentError(index, "item \(i + 1) is not an engine object") }
            out.append(o)
        }
        return out
    }
}
