import CLua
import CLuaShim
import RespondCore

/// Misspellings are not silent (LUA_API 3, SPEC 7.3): a key set on an engine
/// object or passed to a constructor, a key of a recognizer's delegate, or an
/// action name, that is one edit away from a real name and is not itself
/// defined, warns once per site (the script's `file:line`) through the engine's
/// warning path (`warning: …` on stderr and a `"warning"` record). Custom fields
/// stay allowed: keys far from every real name say nothing.
///
/// Everything here runs only on the branches that store a key nobody defines,
/// set a delegate or add a target, never when a known property is read or written.
extension LuaRuntime {
    /// The delegate methods of LUA_API 7.
    static let delegateMethods = [
        "shouldBegin", "shouldReceiveTouch", "shouldReceivePress", "shouldReceiveEvent",
        "shouldRecognizeSimultaneouslyWith", "shouldRequireFailureOf", "shouldBeRequiredToFailBy",
    ]

    /// Warns once per site (the script's `file:line`) and misspelt name: a line
    /// run in a loop, or for many objects, warns once.
    func warnOnce(_ message: String, about name: String) {
        warnOnce(Words(message, message), about: name)
    }

    /// `warnOnce` in the learner's language.
    func warnOnce(_ words: Words, about name: String) {
        let message = words.text()
        let site = scriptSite()
        guard nameBook.warnedSites.insert(site + name).inserted else { return }
        engine.warn(site + message)
    }

    // MARK: Keys of engine objects

    /// `obj.key = value` where neither the object's class nor the object defines `key`:
    /// a warning when it looks like a misspelt real name, before it is kept as a field.
    func checkUnknownKey(_ key: String, of object: EngineObject, userdataAt ud: Int32, keyAt keyIndex: Int32,
                         valueAt valueIndex: Int32, in luaClass: LuaClass) {
        // No real name is suggested for a key this short (`x`, `w`): the quick way out.
        guard key.count >= 3 else { return }
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        if pushFields(ofUserdataAt: ud, create: false) {
            s.pushValue(keyIndex)
            if s.rawGetKeyOnTop(-2) != LUA_TNIL { return }   // a field the script made: defined
            s.setTop(base)
        }
        if pushClassMember(luaClass, keyAt: keyIndex) { return }
        if checkOverridable(key, valueAt: valueIndex, in: luaClass, keeper: Words(object.label, object.label + " ")) { return }
        if let finding = unimplementedFinding(key, in: luaClass) {
            let words = UnimplementedUIKit.memberWords(key, finding)
            warnOnce(Words(words.en + "; \(object.label) keeps it as a field of its own, which the engine never reads or calls",
                           words.zh + "；\(object.label) 把它存成了自己的字段，引擎从不读取或调用它"), about: key)
            return
        }
        if s.isFunction(valueIndex), let suggestion = closestSelector(to: key) {
            warnOnce(Words("'\(key)' on \(object.label) is not a method UIKit calls; did you mean '\(suggestion)'?",
                           "\(object.label) 上的 '\(key)' 不是 UIKit 会调用的方法；你想写的是 '\(suggestion)' 吗？"), about: key)
            return
        }
        guard let suggestion = suggestion(for: key, in: luaClass, object: object) else { return }
        warnOnce(Words("'\(key)' is not a property or method of \(luaClass.name); did you mean '\(suggestion)'?"
                       + " (\(object.label) keeps it as a field of its own)",
                       "'\(key)' 不是 \(luaClass.name) 的属性或方法；你想写的是 '\(suggestion)' 吗？"
                       + "（\(object.label) 把它存成了自己的字段）"), about: key)
    }

    /// `Class.key = value` for a key the class does not hold yet.
    func checkNewClassMember(_ key: String, keyAt keyIndex: Int32, valueAt valueIndex: Int32, in luaClass: LuaClass) {
        let s = stack
        guard Selector.byName[key] == nil else { return }
        let base = s.top
        defer { s.setTop(base) }
        s.registryGet(luaClass.membersRef)
        s.pushValue(keyIndex)
        if s.rawGetKeyOnTop(-2) != LUA_TNIL { return }
        s.setTop(base)
        if pushClassMember(luaClass, keyAt: keyIndex) { return }
        if checkOverridable(key, valueAt: valueIndex, in: luaClass, keeper: Words("class \(luaClass.name)", "类 \(luaClass.name) ")) { return }
        if let finding = unimplementedFinding(key, in: luaClass) {
            let words = UnimplementedUIKit.memberWords(key, finding)
            warnOnce(Words(words.en + "; class \(luaClass.name) keeps it as a member of its own, which the engine never calls",
                           words.zh + "；类 \(luaClass.name) 把它存成了自己的成员，引擎从不调用它"), about: key)
            return
        }
        if s.isFunction(valueIndex), let suggestion = closestSelector(to: key) {
            warnOnce(Words("'\(key)' on class \(luaClass.name) is not a method UIKit calls; did you mean '\(suggestion)'?",
                           "类 \(luaClass.name) 上的 '\(key)' 不是 UIKit 会调用的方法；你想写的是 '\(suggestion)' 吗？"), about: key)
            return
        }
        guard let suggestion = suggestion(for: key, in: luaClass, object: nil) else { return }
        warnOnce(Words("'\(key)' is not a property or method of \(luaClass.name); did you mean '\(suggestion)'?"
                       + " (class \(luaClass.name) keeps it as a member of its own)",
                       "'\(key)' 不是 \(luaClass.name) 的属性或方法；你想写的是 '\(suggestion)' 吗？"
                       + "（类 \(luaClass.name) 把它存成了自己的成员）"), about: key)
    }

    /// The real name `key` is one edit away from, remembered per class and key.
    func suggestion(for key: String, in luaClass: LuaClass, object: EngineObject?) -> String? {
        if let known = nameBook.suggestions[luaClass.id]?[key] { return known.isEmpty ? nil : known }
        let names = realNames(of: luaClass, object: object)
        let found = Names.oneEditAway(from: key, among: names) ?? Names.twoEditsAway(from: key, among: names)
        nameBook.suggestions[luaClass.id, default: [:]][key] = found ?? ""
        return found
    }

    /// Every name instances of the class find: properties, built-in methods and
    /// constants, members of script classes, and the construction keys they take.
    func realNames(of luaClass: LuaClass, object: EngineObject?) -> [String] {
        if let known = nameBook.realNames[luaClass.id] { return known }
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        var names = Set<String>()
        func addKeys() {
            s.pushNil()
            while lua_next(L, -2) != 0 {
                if lua_type(L, -2) == LUA_TSTRING, let key = s.toString(-2), !key.hasPrefix("\u{1}"), !key.hasPrefix("__") {
                    names.insert(key)
                }
                s.pop()
            }
            s.pop()
        }
        s.registryGet(gettersRef(of: luaClass))
        addKeys()
        s.registryGet(settersRef(of: luaClass))
        addKeys()
        fillContents(luaClass)
        for c in luaClass.ancestry {
            for ref in [c.builtinsRef, c.membersRef] where ref != 0 {
                s.registryGet(ref)
                addKeys()
            }
        }
        if let object {
            for (key, value) in constructionKeys.entries where value.applies(object) { names.insert(key) }
        }
        let sorted = names.sorted()
        nameBook.realNames[luaClass.id] = sorted
        return sorted
    }

    // MARK: Delegates

    /// `g.delegate = d`: keys of `d` that look like misspelt delegate methods
    /// (`shouldRecognizeSimultaneously`, UIKit's `gestureRecognizerShouldBegin`).
    func checkDelegate(at index: Int32, of recognizer: GestureRecognizer) {
        let s = stack
        let delegate = s.absolute(index)
        let base = s.top
        defer { s.setTop(base) }
        var keys = Set<String>()
        func addFunctionKeys(of table: Int32) {
            s.pushNil()
            while lua_next(L, table) != 0 {
                if lua_type(L, -2) == LUA_TSTRING, s.isFunction(-1), let key = s.toString(-2) { keys.insert(key) }
                s.pop()
            }
        }
        if let object = object(at: delegate) {
            // An engine object: what the script gave it (its fields, its script classes' members).
            let luaClass = classFor(object)
            if pushFields(ofUserdataAt: delegate, create: false) { addFunctionKeys(of: s.top); s.pop() }
            for c in luaClass.ancestry where c.isScript {
                s.registryGet(c.membersRef)
                addFunctionKeys(of: s.top)
                s.pop()
            }
            keys = keys.filter { Selector.byName[$0] == nil }   // overrides are what they say
        } else if s.isTable(delegate) {
            addFunctionKeys(of: delegate)
            // Methods a delegate object inherits through its metatable's __index tables.
            forEachInheritedTable(of: delegate) { addFunctionKeys(of: $0) }
        } else {
            return
        }
        let methods = Set(Self.delegateMethods)
        let described = describeScriptValue(at: delegate)
        let catalogued = DelegateProtocols.of(recognizer, .delegate)
        // Aliases (`gestureRecognizerShouldBegin`) are the methods themselves (SPEC 12.1 rule 3).
        for key in keys.sorted() where !methods.contains(key) && catalogued?.method(key) == nil {
            // A name without its trailing label that several methods share (`shouldReceive`): all of them.
            let labelled = Self.delegateMethods.filter { name in
                guard name.count > key.count, name.hasPrefix(key) else { return false }
                let rest = name.dropFirst(key.count)
                return rest.first!.isUppercase && rest.allSatisfy(\.isLetter)
            }
            if labelled.count > 1, !labelled.contains(where: keys.contains) {
                let quoted = labelled.map { "'\($0)'" }
                warnOnce(Words("'\(key)' in the delegate of \(recognizer.label) (\(described)) is not a delegate method;"
                               + " did you mean \(quoted.dropLast().joined(separator: ", ")) or \(quoted.last!)?",
                               "\(recognizer.label) 的代理（\(described)）里的 '\(key)' 不是代理方法；"
                               + "你想写的是 \(quoted.dropLast().joined(separator: "、")) 或 \(quoted.last!) 吗？"),
                         about: "delegate " + key)
                continue
            }
            guard let suggestion = Self.closestDelegateMethod(to: key), !keys.contains(suggestion) else { continue }
            warnOnce(Words("'\(key)' in the delegate of \(recognizer.label) (\(described)) is not a delegate method;"
                           + " did you mean '\(suggestion)'?",
                           "\(recognizer.label) 的代理（\(described)）里的 '\(key)' 不是代理方法；"
                           + "你想写的是 '\(suggestion)' 吗？"), about: "delegate " + key)
        }
    }

    /// The delegate method a key most likely meant: UIKit's full name
    /// (`gestureRecognizerShouldBegin`, `gestureRecognizer:shouldReceiveTouch:`),
    /// a name cut short (`shouldRecognizeSimultaneously`), or a typo.
    static func closestDelegateMethod(to key: String) -> String? {
        var bare = key
        if let colon = bare.firstIndex(of: ":") {
            bare = bare.split(separator: ":").first { !$0.isEmpty && $0 != "gestureRecognizer" }.map(String.init) ?? String(bare[..<colon])
        }
        let prefix = "gestureRecognizer"
        if bare.count > prefix.count, bare.lowercased().hasPrefix(prefix.lowercased()) {
            let rest = bare.dropFirst(prefix.count)
            bare = rest.prefix(1).lowercased() + rest.dropFirst()
        }
        if bare != key, delegateMethods.contains(bare) { return bare }
        if let close = Names.oneEditAway(from: bare, among: delegateMethods) { return close }
        let lower = bare.lowercased()
        for name in delegateMethods.sorted() where name.count >= 8 {
            let nameLower = name.lowercased()
            if Names.editDistance(lower, nameLower) <= 2 { return name }
            if bare.count >= 10, nameLower.hasPrefix(lower) { return name }
        }
        return nil
    }

    // MARK: Action names

    /// `addTarget(target, "save:", …)` where the target has no `save:` but has a
    /// method close to it (`save`).
    func checkActionName(targetAt targetIndex: Int32, actionAt actionIndex: Int32, adder: String) {
        let s = stack
        guard s.type(actionIndex) == LUA_TSTRING, let action = s.toString(actionIndex), !s.isNil(targetIndex) else { return }
        let target = s.absolute(targetIndex)
        let base = s.top
        defer { s.setTop(base) }
        var methods = Set<String>()
        collectNames(at: target, into: &methods, methodsOnly: true, depth: 0)
        if let object = object(at: target), hasMethod(named: action, on: object) { return }
        guard !methods.contains(action), let suggestion = Names.closestAction(to: action, among: methods.sorted()) else { return }
        let described = describeScriptValue(at: target)
        warnOnce(Words("\(adder): \(described) has no method '\(action)'; did you mean '\(suggestion)'?",
                       "\(adder)：\(described) 没有方法 '\(action)'；你想写的是 '\(suggestion)' 吗？"),
                 about: "action " + action)
    }
}

// MARK: Names nobody holds (SPEC 11.10)

extension LuaRuntime {
    /// `t[k]` with the key on top, for the engine's own lookups of a script's
    /// methods (a delegate's, a target's): metamethods run, but a key nobody
    /// holds is not taken for a misspelling (`keyNobodyHolds`).
    func engineGet(_ index: Int32) -> Int32 {
        engineLookups += 1
        defer { engineLookups -= 1 }
        return rl_gettable(L, index)
    }

    /// The names of the object's classes, most derived first (script classes too).
    private func ancestryNames(_ luaClass: LuaClass) -> [String] { luaClass.ancestry.map(\.name) }

    /// A UIKit name the engine lacks, or a Swift spelling, for this class.
    func unimplementedFinding(_ key: String, in luaClass: LuaClass) -> UnimplementedUIKit.Finding? {
        UnimplementedUIKit.find(key, in: ancestryNames(luaClass))
    }

    /// `obj.key` where neither the object nor its classes hold `key` (the
    /// instances' `__index` asks only then): a UIKit name the engine lacks or a
    /// Swift spelling warns and gives nil, or, for a method, a function that
    /// raises saying so; a misspelt real name warns and gives nil, or, for a
    /// method, a function that raises with the name meant. Other keys give nil.
    func keyNobodyHolds(_ call: LuaCall) throws -> Int32 {
        let s = call.stack
        // The engine looking for a delegate's or a target's method: a missing
        // one is its ordinary answer, said in its own words (SPEC 7.3).
        if engineLookups > 0 {
            s.pushNil()
            return 1
        }
        guard let key = s.toString(2), let luaClass = classOfUserdata(at: 1), let object = object(at: 1) else {
            s.pushNil()
            return 1
        }
        if let finding = unimplementedFinding(key, in: luaClass) {
            let words = UnimplementedUIKit.memberWords(key, finding)
            if isMethod(finding, in: luaClass) {
                pushRaising(words.en)   // (an error a script may catch: English, as every Lua error)
            } else {
                warnOnce(Words(words.en + "; reading it gives nil", words.zh + "；读到的是 nil"), about: key)
                s.pushNil()
            }
            return 1
        }
        guard key.count >= 3, let meant = suggestion(for: key, in: luaClass, object: object) else {
            s.pushNil()
            return 1
        }
        if isMember(meant, of: luaClass) {
            pushRaising("'\(key)' is not a method of \(luaClass.name); did you mean '\(meant)'?")
        } else {
            warnOnce(Words("'\(key)' is not a property of \(luaClass.name); did you mean '\(meant)'? (reading it gives nil)",
                           "'\(key)' 不是 \(luaClass.name) 的属性；你想写的是 '\(meant)' 吗？（读到的是 nil）"), about: key)
            s.pushNil()
        }
        return 1
    }

    /// Whether the finding names a method (a Swift spelling takes the kind of its Lua name).
    private func isMethod(_ finding: UnimplementedUIKit.Finding, in luaClass: LuaClass) -> Bool {
        switch finding {
        case .unimplemented(let kind, _): return kind == .method
        case .swiftSpelling(let luaName, _): return isMember(luaName, of: luaClass)
        }
    }

    /// Whether the class chain holds `name` as a member (a method), not a property.
    private func isMember(_ name: String, of luaClass: LuaClass) -> Bool {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        s.registryGet(gettersRef(of: luaClass))
        s.push(name)
        if s.rawGetKeyOnTop(-2) != LUA_TNIL || Selector.byName[name]?.isProperty == true { return false }
        s.push(name)
        return pushClassMember(luaClass, keyAt: s.top)
    }

    /// Pushes a function that raises `message` where it is called.
    private func pushRaising(_ message: String) {
        if let id = unimplementedCallers[message] {
            rl_push_swift_function(L, id)
            return
        }
        let id = register("(not implemented)") { _ in throw LuaError(message: message) }
        unimplementedCallers[message] = id
        rl_push_swift_function(L, id)
    }

    /// A UIKit class the engine lacks, read as a global: a value that says so
    /// when it is called, indexed or subclassed (SPEC 11.10). Made when first read.
    func installUnimplementedClassGlobals() {
        let s = stack
        rl_pushglobaltable(L)
        s.newTable()
        pushFunction("__index") { call in
            guard let name = call.stack.toString(2), UnimplementedUIKit.classes.contains(name) else {
                call.stack.pushNil()
                return 1
            }
            call.runtime.pushUnimplementedClass(name)
            return 1
        }
        s.rawSet(-2, "__index")
        s.setMetatable(-2)
        s.pop()
    }

    private func pushUnimplementedClass(_ name: String) {
        let s = stack
        let message = UnimplementedUIKit.classMessage(name)
        s.newTable()
        s.newTable()
        for event in ["__call", "__index", "__newindex"] {
            pushRaising(message)
            s.rawSet(-2, event)
        }
        let shown = name + " (UIKit API respond-lua does not implement)"
        s.push(shown)
        s.rawSet(-2, "__name")
        pushFunction("__tostring") { call in
            call.stack.push(shown)
            return 1
        }
        s.rawSet(-2, "__tostring")
        s.setMetatable(-2)
    }
}

extension LuaRuntime {
    /// The tables a plain table inherits from through its metatables' `__index`
    /// tables, nearest first, at most 8 deep (read raw: no script code runs).
    /// Each is on the stack while `body` sees it; the caller restores the stack.
    func forEachInheritedTable(of table: Int32, _ body: (Int32) throws -> Void) rethrows {
        let s = stack
        var current = s.absolute(table)
        for _ in 0..<8 {
            guard s.getMetatable(current) else { return }
            s.rawGet(-1, "__index")
            guard s.isTable(-1) else { return }
            current = s.top
            try body(current)
        }
    }
}
