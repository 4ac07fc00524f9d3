import CLua
import CLuaShim
import RespondCore

/// `:inspect EXPR` and `EXPR??` at the prompt: what a value holds now. A view:
/// its class, frame, flags, place in the hierarchy, recognizers, a control's
/// targets, overrides and responder chain; a recognizer: its state, view,
/// delegate, targets and requirements; a controller: its view, parent and
/// children; any other engine object: its properties; anything else
/// pretty-printed with what kind of value it is.
///
/// Properties are read in Swift; only the responder chain asks a script (a
/// `nextResponder` override), as `printResponderChain` would.
extension LuaRuntime {
    /// Evaluates `expression` once and describes its value; the error report when it fails.
    /// `column` is where the expression starts on the line the person typed: a syntax
    /// error names the columns of that line, not of the `return ...` compiled.
    public func inspect(expression: String, column: Int = 1) -> (text: String?, error: String?) {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        guard load("return " + expression, chunkName: "=stdin", hints: false) == LUA_OK else {
            let message = s.toString(-1) ?? "syntax error"
            let typed = String(repeating: " ", count: max(0, column - 1)) + expression
            return (nil, NonASCIIScanner.explain(message, code: Array(typed.utf8)))
        }
        pendingTraceback = nil
        if rl_pcall(L, 0, 1) != LUA_OK {
            let (message, traceback) = errorReport(s.toString(-1) ?? "(error object is not a string)")
            return (nil, traceback.isEmpty ? message : "\(message)\n\(traceback)")
        }
        return (inspectText(ofValueAt: -1), nil)
    }

    /// What the value at `index` holds, several lines, each ending in a newline.
    public func inspectText(ofValueAt index: Int32) -> String {
        let s = stack
        let i = s.absolute(index)
        let base = s.top
        defer { s.setTop(base) }
        if let object = object(at: i) {
            var lines = [object.description, "  class: " + classLine(classFor(object))]
            if let view = object as? View {
                lines += viewLines(view)
            } else if let recognizer = object as? GestureRecognizer {
                lines += recognizerLines(recognizer)
            } else if let controller = object as? ViewController {
                lines += controllerLines(controller)
            } else {
                lines += propertyLines(object, in: classFor(object).ancestry.reversed())
            }
            lines += overrideLines(object, at: i)
            lines += fieldLines(at: i)
            if let responder = object as? Responder { lines.append("  responder chain: " + chainText(responder)) }
            return lines.joined(separator: "\n") + "\n"
        }
        if let luaClass = luaClass(at: i) {
            return "class \(luaClass.name) (\(luaClass.name)? lists its members)\n"
        }
        let shown = (try? promptText(at: i)) ?? s.typeName(i)
        switch s.type(i) {
        case LUA_TTABLE:
            if libraryName(ofTableAt: i) != nil || valueTypeName(ofTableAt: i) != nil { return shown + "\n" }
            return shown + "\n" + tableSummary(at: i)
        case LUA_TSTRING:
            return LuaSource.string(s.toString(i) ?? "") + "\n  a string of \(s.rawLength(i)) bytes\n"
        case LUA_TNUMBER:
            return shown + "\n  " + (lua_isinteger(L, i) != 0 ? "an integer" : "a float") + "\n"
        case LUA_TFUNCTION:
            var info = lua_Debug()
            s.pushValue(i)
            lua_getinfo(L, ">Su", &info)
            let parameters = Int(info.nparams)
            let vararg = info.isvararg != 0
            let builtIn = info.what.map { String(cString: $0) } == "C"
            let kind = builtIn ? "a built-in function" : "a Lua function"
            let takes = builtIn ? "" : ", \(parameters) parameter\(parameters == 1 ? "" : "s")\(vararg ? " and ..." : "")"
            return shown + "\n  " + kind + takes + "\n"
        case LUA_TNIL:
            return "nil\n"
        default:
            return shown + "\n  a \(s.typeName(i))\n"
        }
    }

    private func classLine(_ c: LuaClass) -> String {
        let chain = c.ancestry.dropFirst().map(\.name)
        return c.name + (c.isScript ? " (a script's class)" : "") + (chain.isEmpty ? "" : ", a " + chain.joined(separator: " → "))
    }

    /// `name: value` pairs on one line, two spaces apart.
    private func pairs(_ items: [(String, String)]) -> String {
        "  " + items.map { "\($0.0): \($0.1)" }.joined(separator: "  ")
    }

    private func label(_ object: EngineObject?) -> String { object.map(\.label) ?? "nil" }

    private func number(_ value: Double) -> String { formatNumber(value) }

    // MARK: Views

    private func viewLines(_ view: View) -> [String] {
        var lines: [String] = []
        lines.append(pairs([("name", view.name.map(LuaSource.string) ?? "nil"), ("tag", String(view.tag))]
                           + (view.backgroundColor.map { [("backgroundColor", LuaSource.string($0))] } ?? [])))
        lines.append(pairs([("frame", "\(view.frame)"), ("bounds", "\(view.bounds)"), ("center", "\(view.center)")]
                           + (view.transform.isIdentity ? [] : [("transform", "\(view.transform)")])))
        lines.append(pairs([("hidden", "\(view.hidden)"), ("alpha", number(view.alpha)),
                            ("userInteractionEnabled", "\(view.userInteractionEnabled)"), ("clipsToBounds", "\(view.clipsToBounds)")]))
        lines.append(pairs([("multipleTouchEnabled", "\(view.multipleTouchEnabled)"), ("exclusiveTouch", "\(view.exclusiveTouch)"),
                            ("isFirstResponder", "\(view.isFirstResponder)")]))
        var place = [("superview", label(view.superview)), ("subviews", String(view.subviews.count))]
        if let window = view as? Window {
            place = [("isKeyWindow", "\(window.isKeyWindow)"), ("windowLevel", number(window.windowLevel)), ("subviews", String(view.subviews.count))]
        } else {
            place.append(("window", label(view.window)))
        }
        lines.append(pairs(place))
        if let window = view as? Window {
            lines.append(pairs([("rootViewController", label(window.rootViewController)), ("firstResponder", label(window.firstResponder))]))
        }
        if let controller = view.viewController, controller.viewIfLoaded === view {
            lines.append("  the view of " + controller.label)
        }
        let flags = engine.touchFlags(of: view)
        if !flags.isEmpty { lines.append("  for touches: " + flags.joined(separator: ", ")) }
        if let scrollView = view as? ScrollView {
            lines.append(pairs([("contentOffset", "\(scrollView.contentOffset)"), ("contentSize", "\(scrollView.contentSize)"),
                                ("scrollEnabled", "\(scrollView.scrollEnabled)"), ("isDecelerating", "\(scrollView.isDecelerating)")]))
        }
        if let container = view as? CellContainerView { lines += containerLines(container) }
        if view.gestureRecognizers.isEmpty {
            lines.append("  gestureRecognizers: none")
        } else {
            lines.append("  gestureRecognizers:")
            for g in view.gestureRecognizers {
                lines.append("    \(g.label): \(g.state.rawValue)" + (g.enabled ? "" : " (disabled)"))
            }
        }
        if let control = view as? Control { lines += controlLines(control) }
        return lines
    }

    /// A table's or collection's script tables, what they gave, and why it is
    /// empty when it is.
    private func containerLines(_ container: CellContainerView) -> [String] {
        func script(_ field: HiddenField) -> String {
            let base = stack.top
            defer { stack.setTop(base) }
            pushHiddenField(field, of: container)
            return stack.isNil(-1) ? "nil" : describeScriptValue(at: -1)
        }
        let rows = container.itemCounts.map(String.init).joined(separator: ", ")
        var lines = [pairs([("dataSource", script(.dataSource)), ("delegate", script(.delegate))]),
                     pairs([("sections", String(container.numberOfSections)), ("rows", "[\(rows)]"),
                            ("visibleCells", String(container.visibleCells.count)),
                            ("selected", "[" + container.selectedIndexPaths.map { "[\($0.section), \($0.item)]" }.joined(separator: ", ") + "]")])]
        if !container.hostHasDataSource, container.adoptedFrames != nil {
            let n = container.visibleCells.count
            lines.append("  no dataSource: it shows the \(n) cell\(n == 1 ? "" : "s") it holds, numbered from their frames"
                         + " at reloadData (as an imported table does); a dataSource set later replaces them")
        } else if !container.hostHasDataSource {
            lines.append("  no dataSource: it asks nobody for rows, so it shows none (set dataSource to a table with"
                         + " numberOfRowsInSection and cellForRowAt)")
        }
        return lines
    }

    private func controlLines(_ control: Control) -> [String] {
        var lines = [pairs([("enabled", "\(control.enabled)"), ("selected", "\(control.selected)"),
                            ("highlighted", "\(control.highlighted)"), ("tracking", "\(control.tracking)"),
                            ("state", control.state.isEmpty ? "normal" : control.state.joined(separator: ","))])]
        lines += propertyLines(control, in: classFor(control).ancestry.reversed().filter { $0.isBelow("UIControl") })
        if control.targetActions.isEmpty {
            lines.append("  targets: none")
        } else {
            lines.append("  targets:")
            for pair in control.targetActions {
                let events = pair.events.map(\.rawValue).joined(separator: ",")
                lines.append("    \(events): " + actionText(pair.action, target: pair.target))
            }
        }
        return lines
    }

    /// `save on table "handler"`, `function: stdin:1`, `save, up the responder chain`.
    private func actionText(_ action: Action, target: ActionTarget?) -> String {
        switch action {
        case .function(let id):
            pushHandle(id)
            defer { stack.pop() }
            return functionText(at: -1)
        case .named(let name):
            guard let target else { return "\(name), up the responder chain" }
            return "\(name) on \(describeTarget(target))"
        }
    }

    // MARK: Recognizers

    private func recognizerLines(_ g: GestureRecognizer) -> [String] {
        var lines = [pairs([("state", g.state.rawValue), ("enabled", "\(g.enabled)"), ("view", g.view?.description ?? "nil")])]
        lines.append(pairs([("cancelsTouchesInView", "\(g.cancelsTouchesInView)"), ("delaysTouchesBegan", "\(g.delaysTouchesBegan)"),
                            ("delaysTouchesEnded", "\(g.delaysTouchesEnded)")]))
        let own = classFor(g).ancestry.reversed().filter { !$0.isScript && $0.name != "NSObject" && $0.name != "UIGestureRecognizer" }
        lines += propertyLines(g, in: own)
        lines.append(pairs([("touches", String(g.activeTouches.count))]))
        let s = stack
        pushHiddenField(.delegate, of: g)
        lines.append("  delegate: " + (s.isNil(-1) ? "nil" : describeScriptValue(at: -1)))
        s.pop()
        pushHiddenField(.targets, of: g)
        var targets: [String] = []
        if s.isTable(-1) {
            for k in 0..<s.rawLength(-1) {
                s.rawGet(-1, index: k + 1)
                s.rawGet(-1, index: 1)
                s.rawGet(-2, index: 2)
                if s.isFunction(-1) {
                    targets.append(functionText(at: -1))
                } else {
                    targets.append((s.toString(-1) ?? "?") + (s.isNil(-2) ? "" : " on " + describeScriptValue(at: -2)))
                }
                s.pop(3)
            }
        }
        s.pop()
        lines.append("  targets: " + (targets.isEmpty ? "none" : targets.joined(separator: "; ")))
        lines.append("  requires to fail: " + (g.failureRequirements.isEmpty ? "none" : g.failureRequirements.map(\.label).joined(separator: ", ")))
        return lines
    }

    // MARK: Controllers

    private func controllerLines(_ c: ViewController) -> [String] {
        var lines: [String] = []
        lines.append("  view: " + (c.viewIfLoaded?.description ?? "not loaded yet (reading view loads it)"))
        lines.append(pairs([("parent", label(c.parent)), ("children", c.children.isEmpty ? "none" : c.children.map(\.label).joined(separator: ", "))]))
        lines.append(pairs([("presentedViewController", label(c.presentedViewController)),
                            ("presentingViewController", label(c.presentingViewController))]))
        if let window = c.rootOfWindow { lines.append("  the rootViewController of " + window.label) }
        let own = classFor(c).ancestry.reversed().filter { !$0.isScript && !["NSObject", "UIResponder", "UIViewController"].contains($0.name) }
        lines += propertyLines(c, in: own)
        return lines
    }

    // MARK: Any object

    /// The properties the classes in `classes` declare, read through their getters
    /// (Swift only: a property a script overrides is left out, and so is a
    /// controller's `view`, which would load it), four to a line.
    private func propertyLines(_ object: EngineObject, in classes: [LuaClass]) -> [String] {
        let s = stack
        var items: [(String, String)] = []
        var seen = Set<String>()
        for c in classes where !c.isScript {
            for property in c.definition.properties where seen.insert(property.name).inserted {
                let name = property.name
                if PromptHelp.aliasKey(name) != name, seen.contains(PromptHelp.aliasKey(name)) { continue }
                if ["name", "class", "className"].contains(name) { continue }
                if let selector = Selector.byName[name], object.overrides(selector) { continue }
                if object is ViewController, name == "view" { continue }
                let base = s.top
                let function = LuaFunction(name: name, hasSelf: true) { _ in 0 }
                let call = LuaCall(runtime: self, L: L, function: function)
                let got = withExtendedLifetime(function) { (try? property.get(call, object)) == 1 }
                if got, s.top > base {
                    var path: [UnsafeRawPointer] = []
                    items.append((name, (try? promptValue(at: -1, depth: 1, path: &path)) ?? s.typeName(-1)))
                }
                s.setTop(base)
            }
        }
        var lines: [String] = []
        var k = 0
        while k < items.count {
            lines.append(pairs(Array(items[k..<min(k + 4, items.count)])))
            k += 4
        }
        return lines
    }

    /// `overrides: pointInside (its own), touchesBegan (Card's)`.
    private func overrideLines(_ object: EngineObject, at index: Int32) -> [String] {
        let s = stack
        var found: [String] = []
        for selector in Selector.allCases where object.overrides(selector) {
            var owner = "?"
            if pushFields(ofUserdataAt: index, create: false) {
                let own = s.rawGet(-1, selector.name) != LUA_TNIL
                s.pop(2)
                if own { owner = "its own" }
            }
            if owner == "?" {
                for c in classFor(object).ancestry where c.membersRef != 0 {
                    s.registryGet(c.membersRef)
                    let has = s.rawGet(-1, selector.name) != LUA_TNIL
                    s.pop(2)
                    if has { owner = c.name + "'s"; break }
                }
            }
            found.append("\(selector.name) (\(owner))")
        }
        return found.isEmpty ? [] : [PromptHelp.paragraph("overrides: " + found.joined(separator: ", "))]
    }

    /// The object's own fields (what a script stored on it), functions as `name()`.
    private func fieldLines(at index: Int32) -> [String] {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        guard pushFields(ofUserdataAt: index, create: false) else { return [] }
        let fields = s.top
        var items: [String] = []
        let (keys, others) = sortedKeys(ofTableAt: fields, skippingArrayOf: 0)
        for key in keys {
            pushKey(key, others: others)
            if let name = s.toString(-1), name.hasPrefix("\u{1}") { s.pop(); continue }
            let keyName = s.toString(-1) ?? ((try? promptText(at: -1)) ?? "?")
            s.rawGetKeyOnTop(fields)
            if s.isFunction(-1) {
                if Selector.byName[keyName] == nil { items.append(keyName + "()") }
            } else {
                var path: [UnsafeRawPointer] = []
                items.append(keyName + " = " + ((try? promptValue(at: -1, depth: 1, path: &path)) ?? "?"))
            }
            s.pop()
        }
        return items.isEmpty ? [] : [PromptHelp.paragraph("fields: " + items.joined(separator: ", "))]
    }

    private func chainText(_ responder: Responder) -> String {
        do {
            return try responder.responderChain().map(\.label).joined(separator: " → ")
        } catch {
            return "(cannot be followed: \(error))"
        }
    }

    // MARK: Other values

    private func tableSummary(at i: Int32) -> String {
        let s = stack
        let count = s.rawLength(i)
        var keys = 0
        s.pushNil()
        while lua_next(L, i) != 0 {
            keys += 1
            s.pop()
        }
        var text = "  a table: \(count) in its array part, \(keys - min(keys, count)) other key\(keys - count == 1 ? "" : "s")"
        if s.getMetatable(i) {
            var path: [UnsafeRawPointer] = []
            let shown = s.isTable(-1) ? ((try? promptValue(at: -1, depth: 1, path: &path)) ?? "a table") : "protected"
            text += "; its metatable: " + shown
            s.pop()
        } else {
            text += "; no metatable"
        }
        return text + "\n"
    }
}

extension LuaClass {
    /// Whether this class is below the built-in class `name`.
    func isBelow(_ name: String) -> Bool {
        ancestry.dropFirst().contains { $0.name == name && !$0.isScript }
    }
}
