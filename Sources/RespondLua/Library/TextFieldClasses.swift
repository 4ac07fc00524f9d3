import CLua
import CLuaShim
import RespondCore

/// UITextField's delegate and editing properties, and the keys that go with
/// them (SPEC 12.2; LUA_API §12): `delegate`, `clearButtonMode`,
/// `clearsOnBeginEditing`, `isEditing`; `sim.pressReturn()`, `sim.tapClearButton(tf)`.
extension LuaRuntime {
    func defineTextFieldEditing(_ field: ClassDefinition) {
        field.scriptTable("delegate", .delegate, TextField.self) { f, _, present in f.hostHasDelegate = present }
        field.property("clearButtonMode", TextField.self, get: { c, f in c.stack.push(f.clearButtonMode.rawValue) },
                       set: { c, f, i in f.clearButtonMode = try c.choice(i, TextField.ClearButtonMode.self) })
        field.bool(["clearsOnBeginEditing"], TextField.self, get: { $0.clearsOnBeginEditing },
                   set: { $0.clearsOnBeginEditing = $1 })
        field.readOnlyBool(["isEditing", "editing"], TextField.self) { $0.isEditing }
    }

    func defineTextFieldSimulation(simTable sim: Int32) {
        exposeInSim("pressReturn", sim) { call in
            try call.runtime.engine.typeText("\n")
            return 0
        }
        exposeInSim("tapClearButton", sim) { call in
            let field = try call.object(1, TextField.self, "UITextField")
            guard field.window != nil else { throw call.argumentError(1, "\(field.label) is not in a window") }
            guard field.showsClearButton else {
                let why = field.text.isEmpty ? "it has no text"
                    : "its clearButtonMode is '\(field.clearButtonMode.rawValue)'"
                    + (field.isEditing ? " and it is editing" : " and it is not editing")
                throw call.argumentError(1, "\(field.label) shows no clear button: \(why)")
            }
            let rect = field.clearButtonRect
            let inRoot = field.convert(rect.center, to: nil)
            let point = field.root.convertToSuperview(inRoot)
            call.runtime.pushObject(try call.runtime.engine.simulator.tap(at: point, Simulator.TapOptions()))
            return 1
        }
    }
}
