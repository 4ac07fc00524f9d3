import CLua
import CLuaShim
import RespondCore

/// What the catalogue's checks remember (SPEC 12.1 rules 2–5).
final class CatalogueBook {
    /// `sim.quietCatalogue`: rules 2–5 say nothing.
    var quiet = false
    /// Owners (and roles) whose delegate was assigned and not asked anything
    /// since: their first question looks at the delegate again (rule 2).
    var awaitingFirstQuestion: Set<DelegateKey> = []
    /// The warnings given, by the function's site, the name and the rule.
    var warned: Set<String> = []
    /// Registry refs of the Lua tables of aliases, by protocol set (ScriptHost.swift `pushAliasTable`).
    var aliasTables: [ObjectIdentifier: Int32] = [:]
    var lastAliasTable: (protocols: ObjectIdentifier, ref: Int32)?
    /// The alias the last delegate call found its function under (rule 6).
    var lastAlias: String?
    /// For the test that walks the catalogue against the engine: every method
    /// the engine asked for, as `owner-protocols/name`, and those the
    /// catalogue lacks. Kept only while `audit` is set.
    var audit = false
    var asked: Set<String> = []
    var uncatalogued: Set<String> = []

    /// Rule 4's answers by protocol sets and key ("" for none), and how many.
    var ruleFour: [CandidatesKey: [String: Words]] = [:]
    var ruleFourCount = 0
    /// Rule 4's candidates by the protocol sets they come from.
    var candidates: [CandidatesKey: ([CatalogueMethod], [String: CatalogueMethod], [String])] = [:]

    struct CandidatesKey: Hashable {
        var protocols: ObjectIdentifier
        var other: ObjectIdentifier?
    }

    struct DelegateKey: Hashable {
        var object: ObjectIdentifier
        var role: DelegateRole
    }
}

extension LuaRuntime {
    public var lastDelegateAlias: String? { catalogueBook.lastAlias }

    /// For tests: start (or stop) noting what the engine asks delegates for.
    public func auditCatalogue(_ on: Bool) {
        catalogueBook.audit = on
        catalogueBook.asked = []
        catalogueBook.uncatalogued = []
    }

    /// What the engine asked for while auditing: `(protocol, name)` pairs found
    /// in the catalogue (the protocol that declares it), and names it lacks.
    public var auditedCalls: (asked: Set<String>, uncatalogued: Set<String>) {
        (catalogueBook.asked, catalogueBook.uncatalogued)
    }

    /// Notes a question the engine asked (only while auditing).
    func noteAudit(_ method: String, of object: EngineObject, _ role: DelegateRole) {
        guard let protocols = DelegateProtocols.of(object, role), let m = protocols.byName[method] else {
            catalogueBook.uncatalogued.insert("\(object.className)/\(method)")
            return
        }
        catalogueBook.asked.insert("\(m.owner).\(m.name)")
    }

    // MARK: Rule 2, 4, 5 on delegates and data sources

    /// `owner.delegate = d` (or `dataSource`): `d` is looked at now, and again
    /// at the owner's first question, for functions added meanwhile.
    func delegateAssigned(_ object: EngineObject, _ role: DelegateRole, valueAt index: Int32) throws {
        let key = CatalogueBook.DelegateKey(object: ObjectIdentifier(object), role: role)
        guard !stack.isNil(index) else {
            catalogueBook.awaitingFirstQuestion.remove(key)
            return
        }
        catalogueBook.awaitingFirstQuestion.insert(key)
        try examineDelegate(at: index, of: object, role)
    }

    /// The owner's first question since its delegate was assigned; the delegate is at `index`.
    func firstQuestion(of object: EngineObject, _ role: DelegateRole, delegateAt index: Int32) throws {
        let key = CatalogueBook.DelegateKey(object: ObjectIdentifier(object), role: role)
        guard catalogueBook.awaitingFirstQuestion.remove(key) != nil else { return }
        try examineDelegate(at: index, of: object, role)
    }

    /// Every function the delegate at `index` has under a string key: a name
    /// of a method the engine does not call warns (rule 2), a name close to one
    /// warns (rule 4), a method declared without `self` warns (rule 5). The
    /// work is charged to the script's instruction limit, a key at a time (a
    /// delegate of a million functions assigned in a loop stops at the limit).
    func examineDelegate(at index: Int32, of object: EngineObject, _ role: DelegateRole) throws {
        guard !catalogueBook.quiet, let protocols = DelegateProtocols.of(object, role) else { return }
        let s = stack
        let delegate = s.absolute(index)
        let base = s.top
        defer { s.setTop(base) }
        // What the owner's other role answers is not a stranger here (one
        // table is often both the delegate and the data source).
        let other = DelegateProtocols.of(object, role == .delegate ? .dataSource : .delegate)
        // The functions by key (the first table that has a key wins: own
        // fields before class members, a table before its __index), examined
        // in the keys' order, so that the warnings come out the same every run.
        var found: [String: Int32] = [:]
        var walked = 0
        func collect(tableAt table: Int32, skippingOverrides: Bool) throws {
            s.pushNil()
            while lua_next(L, table) != 0 {
                walked += 1
                if walked & 255 == 0 { try spend(256) }
                if lua_type(L, -2) == LUA_TSTRING, s.isFunction(-1), let key = s.toString(-2),
                   !(skippingOverrides && Selector.byName[key] != nil), found[key] == nil {
                    found[key] = table
                }
                s.pop()
            }
        }
        if let engineObject = self.object(at: delegate) {
            // An engine object: its own fields, then its script classes' members.
            if pushFields(ofUserdataAt: delegate, create: false) { try collect(tableAt: s.top, skippingOverrides: true) }
            for c in classFor(engineObject).ancestry where c.isScript {
                s.registryGet(c.membersRef)
                try collect(tableAt: s.top, skippingOverrides: true)
            }
        } else if s.isTable(delegate) {
            try collect(tableAt: delegate, skippingOverrides: false)
            // What it inherits through its metatable's __index tables.
            try forEachInheritedTable(of: delegate) { try collect(tableAt: $0, skippingOverrides: false) }
        }
        try spend(found.count * 4)
        for key in found.keys.sorted() {
            // Comparing a name with the protocols' names costs about this much, once.
            if protocols.method(key) == nil, !ruleFourKnown(key, protocols, other) { try spend(500) }
            s.rawGet(found[key]!, key)
            // (A key with a zero byte reads back as another key: only functions are examined.)
            if s.isFunction(-1) { examineFunction(key, at: s.top, of: object, role, protocols, other) }
            s.pop()
        }
    }

    private func examineFunction(_ key: String, at function: Int32, of object: EngineObject, _ role: DelegateRole,
                                 _ protocols: DelegateProtocols, _ other: DelegateProtocols?) {
        let holder = role == .delegate
            ? Words("the delegate of \(object.label)", "\(object.label) 的代理")
            : Words("the data source of \(object.label)", "\(object.label) 的数据源")
        // A method of the owner's other role: looked at when the table is that too.
        if protocols.method(key) == nil, other?.method(key) != nil { return }
        if let m = protocols.method(key) {
            if !m.called { catalogueWarning(Self.notCalled(key, m, keeper: holder), functionAt: function, about: key) }
            checkSelf(m, key: key, functionAt: function, role: role)
            return
        }
        // Rule 4: a name of these protocols meant (not for long keys: no UIKit name is that long).
        guard !protocols.isRecognizerDelegate, key.count <= 80 else { return }   // Misspellings.checkDelegate says it in its words
        if let text = ruleFour(key, protocols, other) {
            catalogueWarning(Words(text.en + " (\(holder.en) keeps it, and nothing calls it)",
                                   text.zh + "（\(holder.zh)里留着它，但没有谁会调用它）"), functionAt: function, about: key)
        }
    }

    /// Whether rule 4's answer for `key` is known already (then it costs a look-up).
    func ruleFourKnown(_ key: String, _ protocols: DelegateProtocols, _ other: DelegateProtocols?) -> Bool {
        catalogueBook.ruleFour[candidatesKey(protocols, other)]?[key] != nil
    }

    /// Rule 4's words for `key` (without who keeps it), or nil: a Swift base
    /// name, a name without its trailing label, or one two edits from a name
    /// or an alias. Remembered per protocol sets and key (up to a bound).
    private func ruleFour(_ key: String, _ protocols: DelegateProtocols, _ other: DelegateProtocols?) -> Words? {
        let setKey = candidatesKey(protocols, other)
        if let known = catalogueBook.ruleFour[setKey]?[key] { return known.en.isEmpty ? nil : known }
        let text = ruleFourText(key, protocols, other)
        if catalogueBook.ruleFourCount < 100_000 {
            catalogueBook.ruleFour[setKey, default: [:]][key] = text ?? Words("", "")
            catalogueBook.ruleFourCount += 1
        }
        return text
    }

    private func ruleFourText(_ key: String, _ protocols: DelegateProtocols, _ other: DelegateProtocols?) -> Words? {
        let bases = protocols.all.filter { $0.swiftBaseName == key && $0.name != key }
        if !bases.isEmpty {
            let names = bases.map(\.name).joined(separator: ", ")
            return Words("'\(key)' is not a method of \(protocols.protocols[0]); Swift names many methods \(key)(_:…),"
                         + " and respond-lua calls each by its label after the \(Catalogue.objectNoun(of: key) ?? "object"):"
                         + " \(names)",
                         "'\(key)' 不是 \(protocols.protocols[0]) 的方法；Swift 里许多方法都叫 \(key)(_:…)，"
                         + "respond-lua 按第一个参数后面的标签区分并调用它们：\(names)")
        }
        // The owner's other role's methods are candidates too (a data-source
        // method misspelt on the table that is also the delegate).
        let (candidates, byKey, keys) = catalogueCandidates(protocols, other)
        var meant: [CatalogueMethod] = candidates.filter { m in
            guard m.name.count > key.count, m.name.hasPrefix(key) else { return false }
            let rest = m.name.dropFirst(key.count)
            return rest.count <= 9 && rest.first!.isUppercase && rest.allSatisfy(\.isLetter)
        }
        if meant.isEmpty, key.count >= 5 {
            // Close to a name, or to an alias (`didSelectRowAtIndexPathh`): the method it names.
            if let close = Names.oneEditAway(from: key, among: keys) ?? Names.twoEditsAway(from: key, among: keys),
               let m = byKey[close] {
                meant = [m]
            }
        }
        guard let first = meant.first else { return nil }
        var unique: [String] = []
        for m in meant where !unique.contains(m.name) { unique.append(m.name) }
        let quoted = unique.map { "'\($0)'" }
        let choice = quoted.count == 1 ? Words(quoted[0], quoted[0])
            : Words(quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!,
                    quoted.dropLast().joined(separator: "、") + " 或 " + quoted.last!)
        return Words("'\(key)' is not a method of \(first.owner); did you mean \(choice.en)?",
                     "'\(key)' 不是 \(first.owner) 的方法；你想写的是 \(choice.zh) 吗？")
    }

    private func candidatesKey(_ protocols: DelegateProtocols, _ other: DelegateProtocols?) -> CatalogueBook.CandidatesKey {
        CatalogueBook.CandidatesKey(protocols: ObjectIdentifier(protocols), other: other.map(ObjectIdentifier.init))
    }

    /// What rule 4 compares a key with, for an owner's protocols (made once
    /// per pair of protocol sets): their methods, and each method by its name
    /// and its aliases, with those keys sorted.
    private func catalogueCandidates(_ protocols: DelegateProtocols, _ other: DelegateProtocols?)
        -> ([CatalogueMethod], [String: CatalogueMethod], [String]) {
        let key = candidatesKey(protocols, other)
        if let known = catalogueBook.candidates[key] { return known }
        let candidates = protocols.all + (other?.all ?? [])
        var byKey: [String: CatalogueMethod] = [:]
        for m in candidates {
            if byKey[m.name] == nil { byKey[m.name] = m }
            for a in m.aliases where byKey[a] == nil { byKey[a] = m }
        }
        let made = (candidates, byKey, byKey.keys.sorted())
        catalogueBook.candidates[key] = made
        return made
    }

    /// Rule 5: a Lua function whose first parameter is not `self` and that
    /// takes one parameter fewer than the call gives.
    private func checkSelf(_ m: CatalogueMethod, key: String, functionAt function: Int32, role: DelegateRole) {
        let s = stack
        var ar = lua_Debug()   // (a C function is vararg: never taken for one without self)
        s.pushValue(function)
        lua_getinfo(L, ">u", &ar)
        guard ar.isvararg == 0, Int(ar.nparams) == m.argumentCount else { return }
        s.pushValue(function)
        var names: [String] = []
        for i in 0..<Int32(ar.nparams) {
            guard let name = lua_getlocal(L, nil, i + 1) else { break }
            names.append(String(cString: name))
        }
        s.pop()
        guard names.first != "self" else { return }
        let caller = role == .delegate ? "delegate" : "dataSource"
        let given = names.joined(separator: ", ")
        let call = "\(caller):\(m.name)(\(m.parameters.joined(separator: ", ")))"
        catalogueWarning(Words("\(m.name) is called as \(call), but this function takes (\(given)):"
                               + " write function d:\(m.name)(\(given)), or add self as the first parameter",
                               "\(m.name) 是以 \(call) 的形式调用的，但这个函数的参数是 (\(given))："
                               + "请写成 function d:\(m.name)(\(given))，或者把 self 加为第一个参数"),
                         functionAt: function, about: "self " + key)
    }

    // MARK: Rule 2 on overrides

    /// `Class.name = f` or `object.name = f` where `name` is an overridable
    /// method of one of the classes that the engine does not call: the warning
    /// (true), or false when the catalogue has nothing to say.
    func checkOverridable(_ key: String, valueAt valueIndex: Int32, in luaClass: LuaClass, keeper: Words) -> Bool {
        guard stack.isFunction(valueIndex) else { return false }
        let ancestry = luaClass.ancestry.map(\.name)
        guard let m = Catalogue.overridable(key, in: ancestry) else {
            return checkOverridableMeant(key, valueAt: valueIndex, ancestry: ancestry, keeper: keeper)
        }
        if m.called { return false }
        if !catalogueBook.quiet { catalogueWarning(Self.notCalled(key, m, keeper: keeper), functionAt: valueIndex, about: key) }
        return true
    }

    /// Rule 4 for a subclass: a function under a name close to an overridable
    /// method of its classes (`prepareForReus`), or one without its trailing
    /// label. Names close to the overrides the engine calls are left to
    /// `closestSelector`'s warning.
    private func checkOverridableMeant(_ key: String, valueAt valueIndex: Int32, ancestry: [String], keeper: Words) -> Bool {
        guard key.count >= 5, key.count <= 80, closestSelector(to: key) == nil else { return false }
        var byName: [String: CatalogueMethod] = [:]
        for owner in ancestry.reversed() {
            for m in Catalogue.methods(of: owner) { byName[m.name] = m }
        }
        guard !byName.isEmpty else { return false }
        let names = byName.keys.sorted()
        var meant = names.filter { name in
            guard name.count > key.count, name.hasPrefix(key) else { return false }
            let rest = name.dropFirst(key.count)
            return rest.count <= 9 && rest.first!.isUppercase && rest.allSatisfy(\.isLetter)
        }
        if meant.isEmpty, let close = Names.oneEditAway(from: key, among: names) ?? Names.twoEditsAway(from: key, among: names) {
            meant = [close]
        }
        guard meant.count == 1, let m = byName[meant[0]] else { return false }
        if !catalogueBook.quiet {
            catalogueWarning(Words("'\(key)' is not a method of \(m.owner); did you mean '\(m.name)'? (\(keeper.en) keeps it,"
                                   + " and nothing calls it)",
                                   "'\(key)' 不是 \(m.owner) 的方法；你想写的是 '\(m.name)' 吗？（\(keeper.zh)里留着它，"
                                   + "但没有谁会调用它）"), functionAt: valueIndex, about: key)
        }
        return true
    }

    // MARK: The warning path

    /// Once per site (where the function was defined, else the script's line)
    /// and name, through the engine's warning path (stderr and a "warning" record).
    /// Rule 2's words: a method of UIKit's that the engine never calls.
    static func notCalled(_ key: String, _ m: CatalogueMethod, keeper: Words) -> Words {
        Words("'\(key)' is UIKit API respond-lua does not call (\(m.owner)); \(keeper.en) keeps it, and nothing calls it",
              "'\(key)' 是 respond-lua 不会调用的 UIKit API（\(m.owner)）；\(keeper.zh)里留着它，但没有谁会调用它")
    }

    /// In the learner's language (SPEC 12.1's warnings are read by people; a
    /// script never gets them as values).
    private func catalogueWarning(_ words: Words, functionAt function: Int32, about name: String) {
        let message = words.text()
        var buffer = [CChar](repeating: 0, count: 512)
        rl_function_location(L, function, &buffer, buffer.count)
        let site = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard catalogueBook.warned.insert(site + "|" + name).inserted else { return }
        engine.warn((site.isEmpty ? "" : site + ": ") + message)
    }
}

extension DelegateProtocols {
    var isRecognizerDelegate: Bool { protocols == ["UIGestureRecognizerDelegate"] }
}

extension Catalogue {
    /// "table view" for `tableView`: the object a Swift base name stands for.
    static func objectNoun(of base: String) -> String? {
        guard objectNounsForMessages.contains(base) else { return nil }
        var out = ""
        for c in base {
            if c.isUppercase { out += " " + c.lowercased() } else { out.append(c) }
        }
        return out
    }

    static let objectNounsForMessages: Set<String> = [
        "tableView", "collectionView", "scrollView", "textField", "gestureRecognizer",
        "navigationController", "tabBarController",
    ]
}
