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
        for c in classes.dropFirst() where !c.isScript {
            let definition = c.definition!
            infos.append(.init(name: c.name, parent: c.parent?.name,
                               properties: definition.properties.map { ($0.name, $0.set != nil) },
                               methods: definition.methods.map(\.name),
                               constants: definition.constants.map(\.name)))
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
        simMembers.append(contentsOf: ["now", "recordLimit", "keyboardVisible"])
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

/// LuaCATS annotations (`---@meta`) for lua-language-server, made from the registry.
public enum LuaCATS {
    static let propertyTypes: [String: String] = [
        "frame": "CGRect", "bounds": "CGRect", "center": "CGPoint", "transform": "CGAffineTransform",
        "contentOffset": "CGPoint", "contentSize": "CGSize",
        "name": "string?", "className": "string", "backgroundColor": "string?", "title": "string?", "text": "string",
        "placeholder": "string?", "image": "string?", "phase": "string", "type": "string", "subtype": "string?",
        "state": "any", "direction": "string|string[]", "edges": "string[]", "items": "string[]",
        "superview": "UIView?", "window": "UIWindow?", "view": "UIView?", "viewIfLoaded": "UIView?",
        "subviews": "UIView[]", "windows": "UIWindow[]", "children": "UIViewController[]",
        "gestureRecognizers": "UIGestureRecognizer[]", "allTouches": "TouchSet", "allTargets": "any[]",
        "nextResponder": "UIResponder?", "firstResponder": "UIResponder?", "keyWindow": "UIWindow?",
        "rootViewController": "UIViewController?", "parent": "UIViewController?",
        "presentedViewController": "UIViewController?", "presentingViewController": "UIViewController?",
        "delegate": "any", "class": "table", "panGestureRecognizer": "UIPanGestureRecognizer", "inputView": "UIView?",
        "tag": "integer", "tapCount": "integer", "finger": "integer", "numberOfTouches": "integer",
        "numberOfTapsRequired": "integer", "numberOfTouchesRequired": "integer", "minimumNumberOfTouches": "integer",
        "maximumNumberOfTouches": "number", "selectedSegmentIndex": "integer", "numberOfSegments": "integer",
    ]

    static func type(ofProperty name: String, booleanNames: Set<String>) -> String {
        if let t = propertyTypes[name] { return t }
        if booleanNames.contains(name) { return "boolean" }
        return "number"
    }

    /// Properties made with `bool`/`readOnlyBool` are the boolean ones; they are
    /// recognisable by name (UIKit's boolean names).
    static let booleanNames: Set<String> = [
        "hidden", "isHidden", "userInteractionEnabled", "isUserInteractionEnabled", "multipleTouchEnabled",
        "isMultipleTouchEnabled", "exclusiveTouch", "isExclusiveTouch", "clipsToBounds", "enabled", "isEnabled",
        "selected", "isSelected", "highlighted", "isHighlighted", "tracking", "isTracking", "touchInside", "isTouchInside",
        "on", "isOn", "isFirstResponder", "canBecomeFirstResponder", "canResignFirstResponder", "hasText",
        "isKeyWindow", "keyWindow", "isViewLoaded", "viewLoaded", "cancelsTouchesInView", "delaysTouchesBegan",
        "delaysTouchesEnded", "delaysContentTouches", "scrollEnabled", "isScrollEnabled",
    ]

    public static func generate(_ api: APIDescription) -> String {
        var out = [
            "---@meta",
            "-- respond-lua: LuaCATS annotations for lua-language-server.",
            "-- Generated from the engine's class registry by `respond-lua api --luacats`; do not edit by hand.",
            "",
            "---@class CGPoint",
            "---@field x number",
            "---@field y number",
            "---@class CGSize",
            "---@field width number",
            "---@field height number",
            "---@class CGRect",
            "---@field x number",
            "---@field y number",
            "---@field width number",
            "---@field height number",
            "---@class CGAffineTransform",
            "---@field a number",
            "---@field b number",
            "---@field c number",
            "---@field d number",
            "---@field tx number",
            "---@field ty number",
            "---@class TouchSet",
            "---@field count integer",
            "---@class Finger",
            "---@field touch UITouch",
            "",
        ]
        for info in api.classes {
            out.append("---@class \(info.name)\(info.parent.map { " : \($0)" } ?? "")")
            var seen = Set<String>()
            for property in info.properties where seen.insert(property.name).inserted {
                let note = property.writable ? "" : " read-only"
                out.append("---@field \(property.name) \(type(ofProperty: property.name, booleanNames: booleanNames))\(note.isEmpty ? "" : " #\(note)")")
            }
            for method in info.methods where seen.insert(method).inserted {
                out.append("---@field \(method) fun(self: \(info.name), ...): any")
            }
            for constant in info.constants where seen.insert(constant).inserted {
                out.append("---@field \(constant) any")
            }
            out.append("\(info.name) = {}")
            out.append("")
        }
        out.append("---@class sim")
        for member in api.simMembers { out.append("---@field \(member) any") }
        out.append("sim = {}")
        out.append("")
        for value in api.values where value != "sim" { out.append("---@type any\n\(value) = nil") }
        out.append("")
        for function in api.functions { out.append("---@type fun(...): any\n\(function) = nil") }
        return out.joined(separator: "\n") + "\n"
    }
}
