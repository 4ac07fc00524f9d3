import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    /// UIStackView (LUA_API §11, SPEC 11.9).
    func defineStackViewClass() {
        let c = ClassDefinition("UIStackView", parent: "UIView") { StackView(engine: $0) }
        c.objects("arrangedSubviews", StackView.self) { $0.arrangedSubviews }
        c.property("axis", StackView.self, get: { c, v in c.stack.push(v.axis.rawValue) },
                   set: { c, v, i in v.axis = try c.choice(i, StackView.Axis.self) })
        c.property("spacing", StackView.self, get: { c, v in c.stack.push(v.spacing) }, set: { c, v, i in
            guard let n = c.stack.toNumber(i), c.stack.type(i) == LUA_TNUMBER, abs(n) <= StackView.largestSpacing else {
                throw c.badValue(i, expected: "a finite number from -1e15 to 1e15")
            }
            v.spacing = n
        })
        c.property("distribution", StackView.self, get: { c, v in c.stack.push(v.distribution.rawValue) },
                   set: { c, v, i in v.distribution = try c.choice(i, StackView.Distribution.self) })
        c.property("alignment", StackView.self, get: { c, v in c.stack.push(v.alignment.rawValue) },
                   set: { c, v, i in v.alignment = try c.choice(i, StackView.Alignment.self) })
        c.method("addArrangedSubview") { call in
            let v = try call.object(1, StackView.self, "UIStackView")
            try v.addArrangedSubview(try call.object(2, View.self, "UIView"))
            return 0
        }
        c.method("insertArrangedSubview") { call in
            let v = try call.object(1, StackView.self, "UIStackView")
            let view = try call.object(2, View.self, "UIView")
            try v.insertArrangedSubview(view, at: try call.integer(3) - 1)
            return 0
        }
        c.method("removeArrangedSubview") { call in
            let v = try call.object(1, StackView.self, "UIStackView")
            v.removeArrangedSubview(try call.object(2, View.self, "UIView"))
            return 0
        }
        exposeGlobal(define(c))
        constructionKeys["arrangedSubviews"] = ConstructionKey(applies: { $0 is StackView }) { runtime, object, index, _ in
            try runtime.forEachObject(in: index, View.self, "UIView") { try (object as! StackView).addArrangedSubview($0) }
        }
    }
}

extension LuaCall {
    /// One of an enumeration's names, or an error listing them.
    func choice<E: RawRepresentable & CaseIterable>(_ index: Int32, _ type: E.Type) throws -> E where E.RawValue == String {
        guard stack.type(index) == LUA_TSTRING, let name = stack.toString(index), let value = E(rawValue: name) else {
            throw badValue(index, expected: E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or "))
        }
        return value
    }
}
