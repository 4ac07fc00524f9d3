import RespondCore

/// LuaCATS annotations (`---@meta`) for lua-language-server and EmmyLua, made from
/// the class registry.
///
/// The registry gives the names: classes, their parents, properties (and whether
/// they can be assigned), methods, constants, construction keys, global functions
/// and the members of `sim`. It cannot know types, so they live in the tables of
/// `LuaCATS.Types` below, one entry per registry member (a test fails when a member
/// has none, or when an entry names nothing in the registry). The enumerations come
/// from the engine's own enums. Nothing in `scripts/respond-lua.d.lua` is written
/// by hand.
public enum LuaCATS {
    // MARK: - Generating

    public static func generate(_ api: APIDescription) -> String {
        var out = Writer()
        out.line("---@meta")
        out.line("-- respond-lua: LuaCATS annotations for lua-language-server and EmmyLua.")
        out.line("-- Generated from the engine's class registry by `respond-lua api --luacats`; do not edit by hand.")
        out.line("-- Properties read as the engine gives them (a rect is a CGRect). Constructor tables and")
        out.line("-- parameters also take plain tables ({0, 0, 100, 50}, {x = 10, y = 20}); so does assigning")
        out.line("-- a property, but there a checker wants the value itself: v.frame = CGRect(0, 0, 100, 50).")
        out.blank()
        out.section("Points, sizes, rects and locations as functions take them")
        for (name, type) in Types.aliases { out.line("---@alias \(name) \(type)") }
        out.blank()
        out.section("Enumerations: strings")
        for (name, values) in Types.enumerations {
            out.line("---@alias \(name) " + values.map { "\"\($0)\"" }.joined(separator: "|"))
        }
        for (name, type) in Types.enumerationSets { out.line("---@alias \(name) \(type)") }
        out.blank()
        out.section("Values made by the prelude: geometry, sets of touches, fingers")
        for value in Types.valueClasses { emit(value, &out) }
        out.section("Tables the library returns or takes")
        for table in Types.tables { emit(table, &out) }
        out.section("Classes (from the registry)")
        let byName = Dictionary(uniqueKeysWithValues: api.classes.map { ($0.name, $0) })
        for info in api.classes { emit(info, byName, &out) }
        out.section("The simulated device: the table `sim` (its functions are also globals)")
        out.line("---@class sim")
        for member in api.simMembers where Types.simValues[member] != nil {
            out.line("---@field \(member) \(Types.simValues[member]!)")
        }
        out.line("sim = {}")
        out.blank()
        for member in api.simMembers where Types.simValues[member] == nil {
            emitFunction("sim.\(member)", Types.signatures(ofFunction: member, inSim: true), &out)
        }
        out.section("Global values")
        for value in api.values where Types.valueDeclarations[value] != nil {
            let (type, initializer) = Types.valueDeclarations[value]!
            out.line("---@type \(type)")
            out.line("\(value) = \(initializer)")
        }
        out.blank()
        out.section("Global functions")
        for function in api.functions {
            emitFunction(function, Types.signatures(ofFunction: function, inSim: false), &out)
        }
        return out.text
    }

    struct Writer {
        var text = ""
        mutating func line(_ s: String) { text += s + "\n" }
        mutating func blank() { text += "\n" }
        mutating func section(_ title: String) { line("-- " + title + " " + String(repeating: "-", count: max(3, 88 - title.count))); blank() }
    }

    /// A class of the prelude or of the library's tables, written out as it is.
    static func emit(_ value: Types.ValueClass, _ out: inout Writer) {
        out.line("---@class \(value.name)")
        for overload in value.call { out.line("---@overload fun\(overload)") }
        for op in value.operators { out.line("---@operator \(op)") }
        for (name, type) in value.fields { out.line("---@field \(name) \(type)") }
        for (name, signatures) in value.methods where signatures.count == 1 {
            out.line("---@field \(name) fun(self: \(value.name)\(Signature(signatures[0]).parametersAfterSelf))\(Signature(signatures[0]).resultsSuffix)")
        }
        if let global = value.global {
            out.line("\(global) = {}")
        } else if value.methods.contains(where: { $0.signatures.count > 1 }) {
            out.line("local \(value.name) = {}")
        }
        out.blank()
        for (name, signatures) in value.methods where signatures.count > 1 {
            emitFunction("\(value.name):\(name)", signatures, &out, selfType: value.name)
        }
    }

    /// A registry class: its constructor table's class (`UIViewProps`), then the class.
    static func emit(_ info: APIDescription.ClassInfo, _ byName: [String: APIDescription.ClassInfo], _ out: inout Writer) {
        let name = info.name
        let parentInfo = info.parent.flatMap { byName[$0] }
        func substitute(_ type: String) -> String {
            replacing("$Parent", with: info.parent ?? "nil", in: replacing("$Class", with: name, in: type))
        }
        let inherited = Set(ancestors(of: info, byName).flatMap { $0.properties.map(\.name) })
        let ownProperties = uniqued(info.properties.map(\.name))
        let allProperties = inherited.union(ownProperties)

        // The constructor table: writable properties, construction keys, any other key;
        // for the classes scripts can make, and their ancestors.
        let makeable = byName.values.contains { c in c.constructible && (c.name == name || ancestors(of: c, byName).contains { $0.name == name }) }
        var written = Set<String>()
        if makeable { out.line("---@class \(name)Props\(info.parent.map { " : \($0)Props" } ?? "")") }
        for property in info.properties where makeable && property.writable && written.insert(property.name).inserted {
            var type = Types.propsType(of: property.name, withoutComment(Types.propertyType(name, property.name)!))
            if type.hasSuffix("?") { type.removeLast() }
            out.line("---@field \(property.name)? \(type)")
        }
        let parentKeys = Set(parentInfo?.constructionKeys ?? [])
        for key in info.constructionKeys where makeable && written.insert(key).inserted {
            let type = Types.constructionKeys[key]!
            if parentKeys.contains(key) && !type.contains("$Class") { continue }
            out.line("---@field \(key)? \(substitute(type))")
        }
        if makeable && info.parent == nil { out.line("---@field [string] any # other keys are stored on the object") }
        if makeable { out.blank() }

        out.line("---@class \(name)\(info.parent.map { " : \($0)" } ?? "")")
        if info.constructible { out.line("---@overload fun(props?: \(name)Props): \(name)") }
        for property in info.properties where written.insert("." + property.name).inserted {
            let readOnly = !property.writable && !Types.overridableProperties.contains(property.name)
            out.line("---@field \(property.name) \(annotated(Types.propertyType(name, property.name)!, readOnly: readOnly))")
        }
        if info.parent == nil { out.line("---@field [string] any # a script may keep its own state on an object") }
        for (member, type) in Types.machinery where (info.parent != nil || !type.contains("$Parent")) && (makeable || member != "init") {
            out.line("---@field \(member) \(substitute(type))")
        }
        var overloaded: [(String, [String])] = []
        var statics: [(String, [String])] = []
        for method in uniqued(info.methods) where !allProperties.contains(method) {
            let signatures = Types.methodSignatures(name, method)!.map(substitute)
            if Types.staticMethods.contains("\(name).\(method)") { statics.append((method, signatures)); continue }
            if signatures.count > 1 { overloaded.append((method, signatures)); continue }
            let s = Signature(signatures[0])
            out.line("---@field \(method) fun(self: \(name)\(s.parametersAfterSelf))\(s.resultsSuffix)")
        }
        // Members whose type names the class itself are written again in each subclass.
        for ancestor in ancestors(of: info, byName) {
            for method in uniqued(ancestor.methods) where !info.methods.contains(method) && !allProperties.contains(method) {
                let signatures = Types.methodSignatures(ancestor.name, method)!
                guard signatures.count == 1, signatures[0].contains("$Class") else { continue }
                let s = Signature(substitute(signatures[0]))
                if written.insert("method " + method).inserted {
                    out.line("---@field \(method) fun(self: \(name)\(s.parametersAfterSelf))\(s.resultsSuffix)")
                }
            }
        }
        for constant in uniqued(info.constants) {
            out.line("---@field \(constant) \(Types.constantTypes["\(name).\(constant)"]!)")
        }
        out.line("\(name) = {}")
        out.blank()
        for (method, signatures) in overloaded {
            emitFunction("\(name):\(method)", signatures, &out, selfType: name)
        }
        for (method, signatures) in statics {
            emitFunction("\(name).\(method)", signatures, &out)
        }
    }

    /// `function name(params) end` with `---@param`, `---@return` and `---@overload` lines.
    static func emitFunction(_ name: String, _ signatures: [String], _ out: inout Writer, selfType: String? = nil) {
        let main = Signature(signatures[0])
        for p in main.parameters {
            out.line("---@param \(p.name)\(p.optional ? "?" : "") \(p.type)")
        }
        for r in main.results { out.line("---@return \(r)") }
        for other in signatures.dropFirst() {
            let s = Signature(other)
            if let selfType {
                out.line("---@overload fun(self: \(selfType)\(s.parametersAfterSelf))\(s.resultsSuffix)")
            } else {
                out.line("---@overload fun\(s.text)")
            }
        }
        out.line("function \(name)(\(main.parameters.map(\.name).joined(separator: ", "))) end")
        out.blank()
    }

    static func ancestors(of info: APIDescription.ClassInfo, _ byName: [String: APIDescription.ClassInfo]) -> [APIDescription.ClassInfo] {
        var result: [APIDescription.ClassInfo] = []
        var current = info.parent.flatMap { byName[$0] }
        while let c = current {
            result.append(c)
            current = c.parent.flatMap { byName[$0] }
        }
        return result
    }

    static func uniqued(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// A signature written as LuaCATS writes a function type without `fun`:
    /// `(view: UIView, index?: integer): boolean, string`.
    struct Signature {
        struct Parameter { let name: String; let optional: Bool; let type: String }
        let text: String
        let parameters: [Parameter]
        let results: [String]

        init(_ text: String) {
            self.text = text
            var depth = 0
            var close = text.startIndex
            for i in text.indices {
                let c = text[i]
                if "({[<".contains(c) { depth += 1 }
                if ")}]>".contains(c) { depth -= 1; if depth == 0 { close = i; break } }
            }
            let inside = String(text[text.index(after: text.startIndex)..<close])
            parameters = Self.splitTopLevel(inside).map { item in
                if item == "..." { return Parameter(name: "...", optional: false, type: "any") }
                let colon = item.firstIndex(of: ":")!
                var name = trimmed(item[..<colon])
                let optional = name.hasSuffix("?")
                if optional { name.removeLast() }
                return Parameter(name: name, optional: optional, type: trimmed(item[item.index(after: colon)...]))
            }
            let rest = trimmed(text[text.index(after: close)...])
            results = rest.hasPrefix(":") ? Self.splitTopLevel(String(rest.dropFirst())) : []
        }

        var parametersAfterSelf: String {
            parameters.map { ", \($0.name)\($0.optional ? "?" : ""): \($0.type)" }.joined()
        }
        var resultsSuffix: String { results.isEmpty ? "" : ": " + results.joined(separator: ", ") }

        static func splitTopLevel(_ s: String) -> [String] {
            var items: [String] = []
            var depth = 0
            var current = ""
            for c in s {
                if "({[<".contains(c) { depth += 1 }
                if ")}]>".contains(c) { depth -= 1 }
                if c == "," && depth == 0 {
                    items.append(trimmed(current))
                    current = ""
                } else {
                    current.append(c)
                }
            }
            let last = trimmed(current)
            if !last.isEmpty { items.append(last) }
            return items
        }
    }
}

/// A type with its comment, and "read-only" added to the comment.
func annotated(_ type: String, readOnly: Bool) -> String {
    guard readOnly else { return type }
    return type.contains("#") ? type + "; read-only" : type + " # read-only"
}

/// A type without its `# comment`.
func withoutComment(_ type: String) -> String {
    guard let hash = type.firstIndex(of: "#") else { return type }
    return trimmed(type[..<hash])
}

/// Without Foundation: trims spaces, tabs and newlines.
func trimmed<S: StringProtocol>(_ s: S) -> String {
    var t = Substring(s)
    while let f = t.first, f == " " || f == "\t" || f == "\n" { t.removeFirst() }
    while let l = t.last, l == " " || l == "\t" || l == "\n" { t.removeLast() }
    return String(t)
}

/// Without Foundation: every `target` in `s` replaced.
func replacing(_ target: String, with replacement: String, in s: String) -> String {
    var result = ""
    var rest = Substring(s)
    while !rest.isEmpty {
        if rest.hasPrefix(target) {
            result += replacement
            rest = rest.dropFirst(target.count)
        } else {
            result.append(rest.removeFirst())
        }
    }
    return result
}
