import CLua
import RespondCore

/// SPEC 12.6 / LUA_API 12 "Layout": the members every view has for layout.
extension LuaRuntime {
    func addLayoutMembers(to c: ClassDefinition) {
        // The built-in `layoutSubviews`, which an override reaches as
        // `UIView.layoutSubviews(self)`; the pass calls the override.
        c.method("layoutSubviews") { call in
            try call.object(1, View.self, "UIView").layoutSubviews()
            return 0
        }
        c.method("setNeedsLayout") { call in
            try call.object(1, View.self, "UIView").setNeedsLayout()
            return 0
        }
        c.method("layoutIfNeeded") { call in
            try call.object(1, View.self, "UIView").layoutIfNeeded()
            return 0
        }
        c.property("autoresizingMask", View.self, get: { call, v in
            call.runtime.push(strings: v.autoresizingMask.nameList)
        }, set: { call, v, i in
            v.autoresizingMask = try call.autoresizingMask(i)
        })
        c.bool(["autoresizesSubviews"], View.self, get: { $0.autoresizesSubviews }, set: { $0.autoresizesSubviews = $1 })
        // Auto Layout is out of scope (SPEC 12.6 rule 6): accepted and ignored.
        c.bool(["translatesAutoresizingMaskIntoConstraints"], View.self, get: { $0.translatesAutoresizingMaskIntoConstraints },
               set: { $0.translatesAutoresizingMaskIntoConstraints = $1 })
    }
}

extension LuaCall {
    /// A list of UIKit's autoresizing names (or one name); `{}` is none.
    func autoresizingMask(_ index: Int32) throws -> AutoresizingMask {
        func named(_ name: String) throws -> AutoresizingMask {
            guard let mask = AutoresizingMask.named(name) else {
                let known = AutoresizingMask.names.map(\.0).joined(separator: ", ")
                throw LuaError(message: "bad value for '\(function.name)' (unknown autoresizing name '\(name)'; known: \(known))")
            }
            return mask
        }
        if stack.type(index) == LUA_TSTRING, let name = stack.toString(index) { return try named(name) }
        guard stack.isTable(index) else {
            throw badValue(index, expected: "list of autoresizing names (like {\"flexibleWidth\", \"flexibleHeight\"})")
        }
        var mask: AutoresizingMask = []
        let count = stack.rawLength(index)
        guard count <= AutoresizingMask.names.count * 4 else {
            throw badValue(index, expected: "list of at most \(AutoresizingMask.names.count) autoresizing names", got: "\(count) entries")
        }
        for k in 0..<count {
            stack.rawGet(index, index: k + 1)
            defer { stack.pop() }
            guard stack.type(-1) == LUA_TSTRING, let name = stack.toString(-1) else {
                throw badValue(index, expected: "list of autoresizing names", got: "a list holding \(describeType(-1))")
            }
            mask.insert(try named(name))
        }
        return mask
    }
}
