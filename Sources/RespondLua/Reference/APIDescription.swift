import CLua
import CLuaShim
import RespondCore

/// What scripts can reach, read from the class registry itself, so that
/// generated documents cannot drift from the engine.
public struct APIDescription {
    public struct ClassInfo {
        public let name: String
        public let parent: String?
        /// Properties with whether they can be assigned.
        public let properties: [(name: String, writable: Bool)]
        public let methods: [String]
        public let constants: [String]
        /// Whether scripts can make one (`Class{...}`); UITouch, UIEvent... are made by the engine.
        public let constructible: Bool
        /// Keys a constructor table takes that are not assignable properties of this
        /// class (`subviews`, `gestureRecognizers`, `target`, `action`...): the
        /// registry's construction keys that apply to an object of this class.
        public let constructionKeys: [String]
    }

    public let classes: [ClassInfo]
    /// Global functions the library adds (tap, explain, ...), sorted.
    public let functions: [String]
    /// Members of the `sim` table, sorted.
    public let simMembers: [String]
    /// Global values the library adds (app, UIScreen...).
    public let values: [String]
}

extension LuaRuntime {
    public func apiDescription() -> APIDescription {
        var infos: [APIDescription.ClassInfo] = []
        // Which construction keys apply is asked of a throwaway object made in an
        // engine of its own, so describing the API changes nothing in this one.
        // (Its objects refer to it unowned: it must outlive every one of them.)
        let probe = Engine()
        for c in classes.dropFirst() where !c.isScript {
            let definition = c.definition!
            var keys: [String] = []
            if let make = definition.make {
                withExtendedLifetime(probe) {
                    let object = make(probe)
                    keys = constructionKeys.entries.filter { $0.value.applies(object) }.map(\.key).sorted()
                }
            }
            infos.append(.init(name: c.name, parent: c.parent?.name,
                               properties: definition.properties.map { ($0.name, $0.set != nil) },
                               methods: definition.methods.map(\.name),
                               constants: definition.constants.map(\.name),
                               constructible: definition.make != nil, constructionKeys: keys))
        }
        var functions: [String] = []
        var values: [String] = []
        let s = stack
        lua_rawgeti(L, rl_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
        s.pushNil()
        while lua_next(L, -2) != 0 {
            if let key = s.toString(-2), !standardGlobals.contains(key), classesByName[key] == nil {
                if rl_is_swift_function(L, -1, nil) != 0 || (s.isFunction(-1) && preludeGlobals.contains(key)) {
                    functions.append(key)
                } else if !s.isFunction(-1) {
                    values.append(key)
                }
            }
            s.pop()
        }
        s.rawGet(-1, "sim")
        var simMembers = s.stringKeys(-1)
        simMembers.append(contentsOf: ["now", "recordLimit", "keyboardVisible", "keyboardHeight", "quietCatalogue"])
        s.pop(2)
        return APIDescription(classes: infos, functions: functions.sorted(), simMembers: simMembers.sorted(), values: values.sorted())
    }
}

/// The globals of plain Lua 5.4, which are not ours to describe.
let standardGlobals: Set<String> = [
    "_G", "_VERSION", "assert", "collectgarbage", "coroutine", "debug", "dofile", "error", "getmetatable", "io",
    "ipairs", "load", "loadfile", "math", "next", "os", "package", "pairs", "pcall", "print", "rawequal", "rawget",
    "rawlen", "rawset", "require", "select", "setmetatable", "string", "table", "tonumber", "tostring", "type",
    "utf8", "warn", "xpcall",
]

/// Lua functions the prelude defines as globals.
let preludeGlobals: Set<String> = [
    "CGRectMake", "CGPointMake", "CGSizeMake", "CGRectContainsPoint", "CGRectInset", "assertEqual", "assertError", "expect",
]
