import CLua
import CLuaShim
import RespondCore

/// `:help NAME` and `NAME?` at the prompt: a class's members (its own with their
/// types, inherited ones by name, grouped by the class that declares them), a
/// function's signatures, `sim`'s members, a value type's fields and methods.
///
/// Names and inheritance come from the class registry (`apiDescription`), types
/// and their `# comments` from `LuaCATS.Types`, and the one-line descriptions from
/// the rows of scripts/API.md's tables (`PromptHelp.reference`, generated: the
/// binary does not read the file). Nothing a script wrote runs.
enum PromptHelp {
    typealias Types = LuaCATS.Types

    /// What scripts/API.md's table row says about `name`, if it has one.
    static func description(of name: String) -> String? {
        reference.first { $0.names.contains(name) }?.text
    }

    /// `text` wrapped at the prompt's width, each line starting with `indent`.
    static func paragraph(_ text: String, indent: String = "  ") -> String {
        LuaRuntime.wrapped(text.split(separator: " ").map(String.init), label: "", indent: indent)
            .split(separator: "\n").map { line in
                // `wrapped` indents continuation lines two more; a paragraph keeps them level.
                line.hasPrefix(indent + "  ") ? indent + line.dropFirst(indent.count + 2) : String(line)
            }
            .joined(separator: "\n")
    }

    /// `# comment` in a LuaCATS type written the Lua way: `string? -- comment`.
    static func typeText(_ type: String) -> String {
        guard let hash = type.firstIndex(of: "#") else { return type }
        return trimmed(type[..<hash]) + "  -- " + trimmed(type[type.index(after: hash)...])
    }

    /// `enabled` and `isEnabled` (or `viewLoaded` and `isViewLoaded`) are one property.
    static func aliasKey(_ name: String) -> String {
        guard name.hasPrefix("is"), name.count > 2 else { return name }
        let rest = name.dropFirst(2)
        guard let first = rest.first, first.isUppercase else { return name }
        return first.lowercased() + rest.dropFirst()
    }

    /// Property names grouped with their aliases, in the order given: `["enabled/isEnabled", ...]`.
    static func groupedProperties(_ names: [String]) -> [[String]] {
        var groups: [[String]] = []
        var index: [String: Int] = [:]
        for name in names {
            let key = aliasKey(name)
            if let i = index[key] {
                if !groups[i].contains(name) { groups[i].append(name) }
            } else {
                index[key] = groups.count
                groups.append([name])
            }
        }
        // The plain name first (`hidden/isHidden`).
        return groups.map { group in group.sorted { a, b in (aliasKey(a) == a ? 0 : 1, a) < (aliasKey(b) == b ? 0 : 1, b) } }
    }
}

extension LuaRuntime {
    private typealias Types = LuaCATS.Types

    /// The help for `query` (`UIButton`, `tap`, `sim`, `UIView.frame`, a global's
    /// name), or what is known about it; for an unknown name, the names it is
    /// close to.
    public func helpText(for query: String) -> String {
        let query = trimmed(query)
        let api = apiDescription()
        let byName = Dictionary(api.classes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let s = stack
        let base = s.top
        defer { s.setTop(base) }

        if query == "sim" { return simHelp(api) }
        if let library = Self.libraryTables.first(where: { $0.name == query }), getGlobal(query) == LUA_TTABLE {
            // The listing, under a first line that says where to read more.
            var lines = ((try? libraryListing(query, at: -1)) ?? query).split(separator: "\n").map(String.init)
            lines[0] = "\(query): \(library.about)" + (query == "_G" ? "" : " (the Lua 5.4 manual describes it)")
            return lines.joined(separator: "\n") + "\n"
        }
        s.setTop(base)
        if let text = protocolHelp(query) { return text }
        if let c = classesByName[query] { return classHelp(c, api, byName) + overridablesHelp(query) }
        if Self.valueTypeGlobals.contains(query) { return valueTypeHelp(query) }
        if Types.functions[query] != nil, !query.hasPrefix("sim.") { return functionHelp(query, api) }
        // `Class.member`, `Class:member`, `sim.member`, `CGRect.member`.
        if let separator = query.lastIndex(where: { $0 == "." || $0 == ":" }) {
            let owner = String(query[..<separator])
            let member = String(query[query.index(after: separator)...])
            if owner == "sim" { return simMemberHelp(member, api) }
            if let c = classesByName[owner] ?? scriptClass(atPath: owner) ?? objectClass(atPath: owner) {
                return memberHelp(member, of: c, api, byName)
            }
            if Self.valueTypeGlobals.contains(owner) { return valueTypeHelp(owner) }
        }
        // A global or a path to a value: say what it is.
        let path = query.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if ReplSession.isPath(query), pushValue(atPath: path) {
            return helpForValue(named: query, at: s.top, api, byName)
        }
        return unknownHelp(query, api)
    }

    /// Pushes the value reached from the globals by `path` (raw look-ups, Swift
    /// getters only, as completion finds it); false, pushing nothing, when there is none.
    func pushValue(atPath path: [String]) -> Bool {
        let s = stack
        let base = s.top
        lua_rawgeti(L, rl_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
        for name in path {
            let current = s.top
            guard lookUp(name, in: current) else {
                s.setTop(base)
                return false
            }
            s.remove(current)
        }
        if s.isNil(-1) {
            s.setTop(base)
            return false
        }
        return true
    }

    private func scriptClass(atPath path: String) -> LuaClass? {
        let base = stack.top
        defer { stack.setTop(base) }
        guard ReplSession.isPath(path), pushValue(atPath: path.split(separator: ".").map(String.init)) else { return nil }
        return luaClass(at: -1)
    }

    /// The class of the engine object at `path` (`b` in `b.frame?`).
    private func objectClass(atPath path: String) -> LuaClass? {
        let base = stack.top
        defer { stack.setTop(base) }
        guard ReplSession.isPath(path), pushValue(atPath: path.split(separator: ".").map(String.init)),
              let object = object(at: -1) else { return nil }
        return classFor(object)
    }

    private func helpForValue(named name: String, at index: Int32, _ api: APIDescription,
                              _ byName: [String: APIDescription.ClassInfo]) -> String {
        let s = stack
        if let c = luaClass(at: index) { return classHelp(c, api, byName) }
        if let object = object(at: index) {
            return "\(name) is \(object.description) (\(name)?? shows its state). Its class:\n"
                + classHelp(classFor(object), api, byName)
        }
        if s.isFunction(index) {
            let function = functionName(at: index)
            if let function, Types.functions[function] != nil { return functionHelp(function, api) }
            if let function, function.hasPrefix("sim.") { return simMemberHelp(String(function.dropFirst(4)), api) }
            if let function, standardGlobals.contains(function) || function.contains(".") {
                return "\(function): one of Lua's own functions (the Lua 5.4 manual describes it)\n"
            }
            let text = functionText(at: index)
            return "\(name) is \(text)" + (text.hasSuffix("builtin") ? "\n" : ", a script's function\n")
        }
        if s.isTable(index), let library = libraryName(ofTableAt: index) { return helpText(for: library) }
        if s.isTable(index), let type = valueTypeName(ofTableAt: index) { return valueTypeHelp(type) }
        let text = (try? promptText(at: index)) ?? s.typeName(index)
        if s.isTable(index), s.getMetatable(index) {
            defer { s.pop() }
            if let type = valueTypeName(ofTableAt: -1) { return "\(name) is \(text), a \(type) (\(type)? lists its members)\n" }
        }
        return "\(name) is \(text) (a \(s.typeName(index)))\n"
    }

    // MARK: Classes

    private func classHelp(_ c: LuaClass, _ api: APIDescription, _ byName: [String: APIDescription.ClassInfo]) -> String {
        let builtIn = c.ancestry.first { !$0.isScript }!
        let chain = c.ancestry.dropFirst().map(\.name)
        var lines: [String] = []
        var header = c.name + ": "
        if c.isScript { header += "a script's class, " }
        header += chain.isEmpty ? "the root class" : "a " + chain.joined(separator: " → ")
        if let info = byName[builtIn.name], info.constructible {
            header += "; \(c.name){...} makes one"
        }
        lines.append(header)
        if !c.isScript, let about = PromptHelp.description(of: c.name), !isOnlyMemberNames(about, of: c, byName) {
            lines.append(PromptHelp.paragraph(about))
        }
        if !c.isScript, let info = byName[c.name] {
            let parentKeys = Set(info.parent.flatMap { byName[$0] }?.constructionKeys ?? [])
            let keys = info.constructionKeys.filter { !parentKeys.contains($0) }
            if info.constructible, !keys.isEmpty {
                lines.append("  \(c.name){...} also takes: " + keys.joined(separator: ", "))
            }
            let own = ownMemberLines(info, c, byName)
            if !own.isEmpty {
                lines.append("its own members:")
                lines += own
            }
        }
        var declared = Set<String>()
        if !c.isScript, let info = byName[c.name] { declared = memberNames(of: info) }
        let scripted = scriptMemberNames(of: c)
        if !scripted.isEmpty {
            lines.append(PromptHelp.paragraph("set by the script: " + scripted.joined(separator: " ")))
        }
        declared.formUnion(scripted.map(Self.bareName))
        var inherited: [String] = []
        for ancestor in (c.isScript ? Array(c.ancestry.dropFirst()) : Array(c.ancestry.dropFirst())) {
            if ancestor.isScript {
                let names = scriptMemberNames(of: ancestor).filter { !declared.contains(Self.bareName($0)) }
                declared.formUnion(names.map(Self.bareName))
                if !names.isEmpty { inherited.append(LuaRuntime.wrapped(names, label: ancestor.name + ": ")) }
                continue
            }
            guard let info = byName[ancestor.name] else { continue }
            let words = memberWords(of: info, byName, excluding: declared)
            declared.formUnion(memberNames(of: info))
            if !words.isEmpty { inherited.append(LuaRuntime.wrapped(words, label: ancestor.name + ": ")) }
        }
        if !inherited.isEmpty {
            let first = c.ancestry.dropFirst().first { !$0.isScript }?.name ?? "UIView"
            lines.append("inherited (\(first)? and so on list them in full):")
            lines += inherited
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `touchesBegan` for `touchesBegan() (override)`.
    private static func bareName(_ word: String) -> String {
        String(word.prefix { $0 != "(" && $0 != " " })
    }

    /// Whether scripts/API.md's row for the class only lists its members again.
    private func isOnlyMemberNames(_ text: String, of c: LuaClass, _ byName: [String: APIDescription.ClassInfo]) -> Bool {
        var known: Set<String> = ["properties", "methods", "members"]
        for ancestor in c.ancestry { if let info = byName[ancestor.name] { known.formUnion(memberNames(of: info)) } }
        var word = ""
        var words: [String] = []
        for ch in text + " " {
            if ch.isLetter || ch.isNumber || ch == "_" { word.append(ch) } else if !word.isEmpty { words.append(word); word = "" }
        }
        return words.allSatisfy { known.contains($0) }
    }

    private func memberNames(of info: APIDescription.ClassInfo) -> Set<String> {
        Set(info.properties.map(\.name) + info.methods + info.constants)
    }

    /// An ancestor's members as words: properties (`enabled/isEnabled`), then
    /// methods (`addTarget()`), then constants, each alphabetically.
    private func memberWords(of info: APIDescription.ClassInfo, _ byName: [String: APIDescription.ClassInfo],
                             excluding declared: Set<String>) -> [String] {
        let properties = LuaCATS.uniqued(info.properties.map(\.name)).filter { !declared.contains($0) }
        let chainProperties = chainPropertyNames(info, byName)
        let methods = LuaCATS.uniqued(info.methods).filter { !declared.contains($0) && !chainProperties.contains($0) }
        let constants = LuaCATS.uniqued(info.constants).filter { !declared.contains($0) }
        return PromptHelp.groupedProperties(properties).map { $0.joined(separator: "/") }.sorted()
            + methods.sorted().map { (Types.staticMethods.contains("\(info.name).\($0)") ? "\(info.name)." : "") + $0 + "()" }
            + constants.sorted()
    }

    private func chainPropertyNames(_ info: APIDescription.ClassInfo, _ byName: [String: APIDescription.ClassInfo]) -> Set<String> {
        Set(([info] + LuaCATS.ancestors(of: info, byName)).flatMap { $0.properties.map(\.name) })
    }

    /// The class's own members, one a line, with their types.
    private func ownMemberLines(_ info: APIDescription.ClassInfo, _ c: LuaClass,
                                _ byName: [String: APIDescription.ClassInfo]) -> [String] {
        var lines: [String] = []
        let writable = Dictionary(info.properties.map { ($0.name, $0.writable) }, uniquingKeysWith: { a, _ in a })
        for group in PromptHelp.groupedProperties(LuaCATS.uniqued(info.properties.map(\.name))) {
            lines.append("  " + propertyLine(group, of: info.name, writable: writable[group[0]] ?? false))
        }
        let chainProperties = chainPropertyNames(info, byName)
        for method in LuaCATS.uniqued(info.methods) where !chainProperties.contains(method) {
            lines += methodLines(method, of: info.name).map { "  " + $0 }
        }
        for constant in LuaCATS.uniqued(info.constants) {
            let type = Types.constantTypes["\(info.name).\(constant)"] ?? "any"
            lines.append("  \(info.name).\(constant): \(PromptHelp.typeText(type))")
        }
        return lines
    }

    private func propertyLine(_ names: [String], of className: String, writable: Bool) -> String {
        let type = Types.propertyType(className, names[0]) ?? "any"
        let overridable = Types.overridableProperties.contains(names[0])
        var text = names.joined(separator: ", ") + ": " + withoutComment(type)
        if overridable { text += " (overridable)" } else if !writable { text += " (read-only)" }
        if let hash = type.firstIndex(of: "#") { text += "  -- " + trimmed(type[type.index(after: hash)...]) }
        return text
    }

    private func methodLines(_ method: String, of className: String) -> [String] {
        let signatures = Types.methodSignatures(className, method) ?? ["(...)"]
        let isStatic = Types.staticMethods.contains("\(className).\(method)")
        let name = isStatic ? "\(className).\(method)" : method
        let overridable = Selector.byName[method] != nil ? " (overridable)" : ""
        return signatures.map { signature in
            let text = replacing("$Class", with: className, in: signature)
            return name + PromptHelp.typeText(text) + overridable
        }
    }

    /// What a script assigned to the class itself (`function Card:touchesBegan`):
    /// functions as `name()` (`touchesBegan() (override)` for an overridable
    /// method), other values by name.
    private func scriptMemberNames(of c: LuaClass) -> [String] {
        guard c.membersRef != 0 else { return [] }
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        s.registryGet(c.membersRef)
        var names: [String] = []
        s.pushNil()
        while lua_next(L, -2) != 0 {
            if let key = s.toString(-2), !key.hasPrefix("\u{1}") {
                names.append(s.isFunction(-1) ? key + "()" + (Selector.byName[key] != nil ? " (override)" : "") : key)
            }
            s.pop()
        }
        return names.sorted()
    }

    /// `UIView.frame`, `UIView:hitTest`: the member's type or signatures, and the
    /// class that declares it.
    private func memberHelp(_ member: String, of c: LuaClass, _ api: APIDescription,
                            _ byName: [String: APIDescription.ClassInfo]) -> String {
        for ancestor in c.ancestry {
            if ancestor.isScript {
                if scriptMemberNames(of: ancestor).contains(where: { Self.bareName($0) == member }) {
                    return "\(ancestor.name).\(member): set by the script on \(ancestor.name)\n"
                }
                continue
            }
            guard let info = byName[ancestor.name] else { continue }
            let writable = Dictionary(info.properties.map { ($0.name, $0.writable) }, uniquingKeysWith: { a, _ in a })
            if let isWritable = writable[member] {
                return "\(ancestor.name).\(propertyLine([member], of: ancestor.name, writable: isWritable))\n"
                    + "  a property of \(ancestor.name)\n"
            }
            if info.methods.contains(member) {
                let isStatic = Types.staticMethods.contains("\(ancestor.name).\(member)")
                let signatures = Types.methodSignatures(ancestor.name, member) ?? ["(...)"]
                let owner = isStatic ? "a function of \(ancestor.name), called with a dot" : "a method of \(ancestor.name)"
                return signatures.map { "\(ancestor.name)\(isStatic ? "." : ":")\(member)\(PromptHelp.typeText(replacing("$Class", with: ancestor.name, in: $0)))" }
                    .joined(separator: "\n") + "\n  \(owner)" + (Selector.byName[member] != nil ? "; a script may override it" : "") + "\n"
            }
            if info.constants.contains(member) {
                let type = Types.constantTypes["\(ancestor.name).\(member)"] ?? "any"
                return "\(ancestor.name).\(member): \(PromptHelp.typeText(type)) (a constant of \(ancestor.name))\n"
            }
        }
        var all: [String] = []
        for ancestor in c.ancestry { if let info = byName[ancestor.name] { all += Array(memberNames(of: info)) } }
        let guess = Names.oneEditAway(from: member, among: all) ?? Names.twoEditsAway(from: member, among: all)
        return "\(c.name) has no member '\(member)'" + (guess.map { "; did you mean '\($0)'?" } ?? "") + " (\(c.name)? lists them)\n"
    }

    // MARK: Functions and sim

    private func functionHelp(_ name: String, _ api: APIDescription) -> String {
        let signatures = Types.functions[name] ?? Types.functions["sim." + name] ?? []
        var lines = signatures.map { name + PromptHelp.typeText($0) }
        if let about = PromptHelp.description(of: name) { lines.append(PromptHelp.paragraph(about)) }
        lines += tableTypeLines(in: signatures)
        if api.simMembers.contains(name) { lines.append("  also sim.\(name)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fields of the library's table types a signature names (`TapOptions`, `Explanation`).
    private func tableTypeLines(in signatures: [String]) -> [String] {
        var lines: [String] = []
        var seen = Set<String>()
        for signature in signatures {
            var word = ""
            for ch in signature + " " {
                if ch.isLetter || ch.isNumber { word.append(ch); continue }
                defer { word = "" }
                guard !word.isEmpty, seen.insert(word).inserted,
                      let table = Types.tables.first(where: { $0.name == word }) else { continue }
                lines.append("  \(word):")
                for (field, type) in table.fields { lines.append("    \(field): \(PromptHelp.typeText(type))") }
            }
        }
        return lines
    }

    private func simHelp(_ api: APIDescription) -> String {
        var lines = ["sim: the simulated device; its functions are also globals (tap? says more about one)"]
        for member in api.simMembers {
            if let type = Types.simValues[member] {
                lines.append("  \(member): \(PromptHelp.typeText(type))")
            } else {
                let signatures = Types.signatures(ofFunction: member, inSim: true)
                lines += signatures.map { "  \(member)\(PromptHelp.typeText($0))" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func simMemberHelp(_ member: String, _ api: APIDescription) -> String {
        guard api.simMembers.contains(member) else {
            // Whole names (`sim.tap`): the helpers leave names of under four letters alone.
            let names = api.simMembers.map { "sim." + $0 }
            let guess = Names.oneEditAway(from: "sim." + member, among: names) ?? Names.twoEditsAway(from: "sim." + member, among: names)
            return "sim has no member '\(member)'" + (guess.map { "; did you mean '\($0)'?" } ?? "") + " (sim? lists them)\n"
        }
        if let type = Types.simValues[member] {
            var lines = ["sim.\(member): \(PromptHelp.typeText(type))"]
            if let about = PromptHelp.description(of: "sim.\(member)") { lines.append(PromptHelp.paragraph(about)) }
            return lines.joined(separator: "\n") + "\n"
        }
        let signatures = Types.signatures(ofFunction: member, inSim: true)
        var lines = signatures.map { "sim.\(member)" + PromptHelp.typeText($0) }
        if let about = PromptHelp.description(of: "sim.\(member)") ?? PromptHelp.description(of: member) {
            lines.append(PromptHelp.paragraph(about))
        }
        lines += tableTypeLines(in: signatures)
        if api.functions.contains(member) { lines.append("  also the global \(member)") }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Value types

    private func valueTypeHelp(_ name: String) -> String {
        var lines = ["\(name): a value type (a table with a metatable; \(name)(...) makes one)"]
        let entries = Types.valueClasses.filter { $0.global == name || $0.name == name }
        for entry in entries {
            for call in entry.call { lines.append("  \(name)\(PromptHelp.typeText(call))") }
        }
        if let about = PromptHelp.description(of: name) { lines.append(PromptHelp.paragraph(about)) }
        for entry in entries {
            for (field, type) in entry.fields where !field.hasPrefix("[") {
                let owner = entry.name == name ? "" : "\(name)."
                lines.append("  \(owner)\(field): \(PromptHelp.typeText(type))")
            }
            for (method, signatures) in entry.methods {
                lines += signatures.map { "  \(method)\(PromptHelp.typeText($0))" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Unknown names

    private func unknownHelp(_ query: String, _ api: APIDescription) -> String {
        var names = classes.dropFirst().map(\.name) + api.functions + api.simMembers.map { "sim." + $0 }
            + Self.libraryTables.map(\.name) + Self.valueTypeGlobals
        let s = stack
        rl_pushglobaltable(L)
        s.pushNil()
        while lua_next(L, -2) != 0 {
            if let key = s.toString(-2) { names.append(key) }
            s.pop()
        }
        s.pop()
        names = LuaCATS.uniqued(names)
        let guess = Names.oneEditAway(from: query, among: names) ?? Names.twoEditsAway(from: query, among: names)
        let said = guess.map { "; did you mean \($0)?" } ?? ""
        return "no help for \(query): no class, function or global has that name\(said)\n"
            + "(:help lists the commands; UIView? a class's members; tap? a function; v?? what v holds)\n"
    }
}
