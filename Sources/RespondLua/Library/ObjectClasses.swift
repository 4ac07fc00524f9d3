import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    /// `NSObject`: what every engine object has: `name`, `class`, `className`,
    /// `isKindOfClass`, and `Class:subclass(name)`.
    func defineObjectClasses() {
        let object = ClassDefinition("NSObject", parent: nil)
        object.property("name", EngineObject.self, fast: .name, get: { c, o in
            if let name = o.name { c.stack.push(name) } else { c.stack.pushNil() }
        }, set: { c, o, i in o.name = try c.stringValue(i, optional: true) })
        object.property("className", EngineObject.self, get: { c, o in c.stack.push(o.className) })
        object.property("class", EngineObject.self, get: { c, o in c.stack.registryGet(c.runtime.classFor(o).proxyRef) })
        object.method("isKindOfClass") { call in
            guard let o = call.runtime.object(at: 1) else { throw call.typeError(1, expected: "object") }
            guard let other = call.runtime.luaClass(at: 2) else { throw call.typeError(2, expected: "class") }
            call.stack.push(call.runtime.classFor(o).isSubclass(of: other))
            return 1
        }
        object.method("subclass") { call in
            guard let parent = call.runtime.luaClass(at: 1) else {
                throw LuaError(message: "subclass must be called on a class, as UIView:subclass(\"Name\")")
            }
            let name = try call.string(2)
            guard !name.isEmpty else { throw call.argumentError(2, "a class name must not be empty") }
            guard parent.depth < LuaClass.maximumDepth else {
                throw LuaError(message: "subclass: \(parent.name) already stands \(parent.depth) classes below NSObject; respond-lua allows subclasses at most \(LuaClass.maximumDepth) deep")
            }
            let subclass = call.runtime.makeSubclass(of: parent, named: name)
            call.stack.registryGet(subclass.proxyRef)
            return 1
        }
        exposeGlobal(define(object))
    }
}
