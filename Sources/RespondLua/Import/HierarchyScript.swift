import RespondCore

/// `respond-lua import`: a Lua script that rebuilds a dumped hierarchy with the
/// ordinary API (one constructor per view, the dump's class names declared with
/// `subclass`, names kept), for people who want to add overrides and recognizers.
/// It makes what `importHierarchy` makes: the same classes, names, rectangles and
/// flags, so the same hit tests.
///
/// Everything of the dump that reaches the script (class names, texts, paths,
/// warnings, numbers) goes through `lua(_:)`, the one function that turns a value
/// into Lua source: nothing the dump says can end a comment or a string early.
public enum HierarchyScript {
    /// Throws a `DumpError` naming the line of a value that cannot be written
    /// (a number that is not finite).
    public static func write(_ dump: HierarchyDump) throws -> String {
        var writer = Writer(dump: dump)
        return try writer.write()
    }
}

/// A piece of Lua source made from a value the dump gave.
enum LuaPiece {
    /// A double-quoted string literal: every control or invisible character escaped.
    case string(String)
    /// A comment's text: a line of its own (`-- ` first), with every line break,
    /// control and invisible character made a space, so it ends where the line ends.
    case comment(String)
    /// A number, written only when finite, in the shortest form Lua reads back exactly.
    case number(Double, line: Int)
    case integer(Int)
    case boolean(Bool)
    /// An identifier the writer made (a table key): letters, digits and `_` only.
    case name(String)
}

/// The one function that writes dump values into Lua source (see `LuaPiece`).
func lua(_ piece: LuaPiece, source: String = "(text)") throws -> String {
    switch piece {
    case .string(let s): return LuaSource.string(s)
    case .comment(let s): return "-- " + commentText(s)
    case .number(let x, let line):
        guard x.isFinite else {
            throw DumpError(source: source, line: line, message: "a value works out to \(x), which a script cannot hold")
        }
        if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
        return "\(x)"
    case .integer(let i): return String(i)
    case .boolean(let b): return b ? "true" : "false"
    case .name(let s):
        // The writer makes its names from letters, digits and `_`; whatever else is `_`.
        var out = String(String.UnicodeScalarView(s.unicodeScalars.map { c in
            (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c))) || c == "_" ? c : "_"
        }))
        if out.isEmpty || out.first!.isNumber || luaKeywords.contains(out) { out = "_" + out }
        return out
    }
}

/// `s` as comment text: each hidden character is a space.
private func commentText(_ s: String) -> String {
    var out = String.UnicodeScalarView()
    for c in s.unicodeScalars { out.append(LuaSource.isHidden(c) ? " " : c) }
    return String(out)
}

private struct Writer {
    let dump: HierarchyDump
    var out: [String] = []
    var classKeys: [String: String] = [:]
    var usedClassKeys: Set<String> = []

    init(dump: HierarchyDump) {
        self.dump = dump
    }

    /// Every value of the dump goes through here.
    func q(_ piece: LuaPiece) throws -> String { try lua(piece, source: dump.source) }
    func str(_ s: String) throws -> String { try q(.string(s)) }
    func comment(_ s: String) throws -> String { try q(.comment(s)) }
    func name(_ s: String) throws -> String { try q(.name(s)) }

    mutating func write() throws -> String {
        let rootIsWindow = dump.kinds[dump.views[0].className] == .window
        let controllerCount = dump.controllers.count
        out.append(try comment("Made by `respond-lua import` from \(dump.source): \(count(dump.views.count, "view"))"
            + (controllerCount > 0 ? ", \(count(controllerCount, "view controller"))." : ".")))
        out.append("-- It builds what importHierarchy() builds (the dump's classes, names, frames and flags)")
        out.append("-- with the ordinary API, so that you can add overrides and recognizers, for example")
        let example = dump.views.indices.first { $0 > 0 } ?? 0
        out.append("--   function views.\(try name(viewKey(example, rootIsWindow))):hitTest(point, event) ... end")
        out.append("-- and then tap(x, y) or explain(x, y) at the end.")
        if dump.views.contains(where: { [.label, .imageView].contains(dump.kinds[$0.className]) && $0.userInteractionEnabled }) {
            out.append("-- (UILabel and UIImageView start with userInteractionEnabled = false here; the dump prints only")
            out.append("-- the NO, so the others are set to true.)")
        }
        for warning in dump.warnings { out.append(try comment("warning: \(warning)")) }
        out.append("")

        // Classes, in order of first appearance.
        var declared: [(key: String, line: String)] = []
        func declare(_ className: String, base: String) throws {
            guard className != base, classKeys[className] == nil else { return }
            let key = uniqueClassKey(for: className)
            classKeys[className] = key
            declared.append((key, "classes.\(try name(key)) = \(try name(base)):subclass(\(try str(className)))"))
        }
        for (i, view) in dump.views.enumerated() {
            try declare(view.className, base: kind(of: i, rootIsWindow).uikitName)
        }
        for controller in dump.controllers {
            try declare(controller.className, base: HierarchyDump.controllerKind(controller.className).uikitName)
        }
        if !declared.isEmpty {
            out.append("-- The dump's classes that the engine does not have, as subclasses of the nearest one it has.")
            out.append("local classes = {}")
            out.append(contentsOf: declared.map(\.line))
            out.append("")
        }

        out.append("-- The views, named after their class and their line in the dump.")
        out.append("local views = {}")
        var keys: [String] = []
        for i in dump.views.indices {
            keys.append(try name(viewKey(i, rootIsWindow)))
        }
        for (i, view) in dump.views.enumerated() {
            if let recognizers = view.gestureRecognizers {
                out.append(try comment("line \(view.line): the app has gesture recognizers here (gestureRecognizers = \(recognizers)); the dump does not say which"))
            }
            if dump.kinds[view.className] == .window, !(i == 0 && rootIsWindow) {
                out.append(try comment("line \(view.line): a window inside a view, made as a view of that class"))
            }
            let props = try properties(view, kind(of: i, rootIsWindow), isRootWindow: i == 0 && rootIsWindow)
            out.append("views.\(keys[i]) = \(try constructor(i, rootIsWindow)){\(props.joined(separator: ", "))}")
            if [.tableViewCell, .collectionViewCell].contains(kind(of: i, rootIsWindow)) {
                // The dump lists the cell's content view among its subviews.
                out.append("views.\(keys[i]).contentView:removeFromSuperview() -- the dump's own content view follows")
            }
            if let parent = view.parent { out.append("views.\(keys[parent]):addSubview(views.\(keys[i]))") }
        }
        if !rootIsWindow {
            out.append("views.window = UIWindow{}")
            out.append("views.window:addSubview(views.\(keys[0]))")
        }
        out.append("views.window:makeKeyAndVisible()")
        let containers = dump.views.indices.filter { [.tableView, .collectionView].contains(kind(of: $0, rootIsWindow)) }
        if !containers.isEmpty {
            out.append("-- Without a data source, reloadData takes the cells a table or collection holds as its")
            out.append("-- visible cells, numbered from their frames; a dataSource set later replaces them.")
            for i in containers { out.append("views.\(keys[i]):reloadData()") }
        }

        var controllerKeys: [String] = []
        var used: Set<String> = []
        for controller in dump.controllers {
            var key = lowerCamel(controller.className) + "\(controller.line)"
            while !used.insert(key).inserted { key += "_" }
            controllerKeys.append(try name(key))
        }
        if !dump.controllers.isEmpty {
            out.append("")
            out.append("-- The view controllers. UIKit's links that the API would make by moving views (the window's")
            out.append("-- root controller, a presented one) are given as nextResponder values: the same chain, nothing moved.")
            out.append("local controllers = {}")
            func isContainer(_ i: Int) -> Bool { HierarchyDump.controllerKind(dump.controllers[i].className) != .viewController }
            var containerViews: [Int: Int] = [:]
            for (i, controller) in dump.controllers.enumerated() {
                var props: [String] = []
                if let controllerName = controller.name { props.append("name = \(try str(controllerName))") }
                var note: String?
                if controller.viewLoaded, let index = viewIndex(of: controller) {
                    if isContainer(i) { containerViews[i] = index } else { props.append("view = views.\(keys[index])") }
                } else if !controller.viewLoaded {
                    note = "its view is not loaded"
                } else {
                    let shown = [controller.viewClassName, controller.viewAddress].compactMap { $0 }.joined(separator: " ")
                    note = "its view (\(shown)) is not among the views" + (controller.notInWindow ? ": it is not in the window" : "")
                }
                let base = try classKeys[controller.className].map { "classes.\(try name($0))" }
                    ?? HierarchyDump.controllerKind(controller.className).uikitName
                out.append("controllers.\(controllerKeys[i]) = \(base){\(props.joined(separator: ", "))}"
                    + (try note.map { "   " + (try comment($0)) } ?? ""))
                if let parent = controller.parent {
                    if controller.presented {
                        out.append("controllers.\(controllerKeys[i]).nextResponder = controllers.\(controllerKeys[parent])   -- presented by it")
                    } else if !isContainer(parent) {
                        out.append("controllers.\(controllerKeys[parent]):addChild(controllers.\(controllerKeys[i]))")
                    }
                } else {
                    out.append("controllers.\(controllerKeys[i]).nextResponder = views.window   -- the window's root view controller")
                }
            }
            let containers = dump.controllers.indices.filter { isContainer($0) }
            if !containers.isEmpty {
                out.append("-- Navigation and tab bar controllers: the stack or the tabs first, then the dump's view (so no")
                out.append("-- view moves); a navigation controller's view gets its swipe-back recognizer.")
            }
            for i in containers {
                let key = controllerKeys[i]
                let children = dump.controllers.indices.filter { dump.controllers[$0].parent == i && !dump.controllers[$0].presented }
                out.append("controllers.\(key).viewControllers = {\(children.map { "controllers.\(controllerKeys[$0])" }.joined(separator: ", "))}")
                let isTabs = HierarchyDump.controllerKind(dump.controllers[i].className) == .tabBarController
                if isTabs, let selected = children.firstIndex(where: { j in
                    let c = dump.controllers[j]
                    return c.viewLoaded && !c.notInWindow && viewIndex(of: c) != nil
                }) {
                    out.append("controllers.\(key).selectedIndex = \(selected)")
                }
                if let index = containerViews[i] {
                    out.append("controllers.\(key).view = views.\(keys[index])")
                    if !isTabs { out.append("views.\(keys[index]):addGestureRecognizer(controllers.\(key).interactivePopGestureRecognizer)") }
                }
            }
        }
        try writePlannedContainers(keys, controllerKeys)
        if !dump.controllers.isEmpty {
            out.append("-- Nothing in the engine holds a controller linked only by nextResponder: the window keeps them.")
            out.append("views.window.controllers = controllers")
        }
        out.append("")
        out.append("return views.\(keys[0]), views.window")
        return out.joined(separator: "\n") + "\n"
    }

    /// The navigation and tab bar controllers the dump shows only by their
    /// views (`ContainerPlan`), as the builder makes them: innermost first, the
    /// stack or tabs, then the dump's view and the swipe-back recognizer.
    mutating func writePlannedContainers(_ keys: [String], _ controllerKeys: [String]) throws {
        let plans = dump.containerPlans()
        guard !plans.isEmpty else { return }
        let owned = dump.controllerViewIndices()
        out.append("")
        out.append("-- Navigation and tab bar controllers the dump shows by their views only (a UILayoutContainerView")
        out.append("-- holding a UINavigationTransitionView or a UITabBar); a back button in the bar means a controller below.")
        out.append("local containers = {}")
        var planKeys: [Int: String] = [:]
        var placeholders = 0
        for plan in plans.reversed() {
            // A view whose controller is another's child stays as the dump has it (so does the builder).
            if plan.members.contains(where: { member in
                guard case .view(let i) = member, let j = owned[i] else { return false }
                return !dump.controllers[j].presented
            }) { continue }
            var members: [String] = []
            for member in plan.members {
                switch member {
                case .placeholder:
                    placeholders += 1
                    out.append("containers.viewController\(placeholders) = UIViewController{}")
                    members.append("containers.viewController\(placeholders)")
                case .view(let i):
                    if let j = owned[i] {
                        members.append("controllers.\(controllerKeys[j])")
                    } else if let key = planKeys[i] {
                        members.append("containers.\(key)")
                    } else {
                        placeholders += 1
                        out.append("containers.viewController\(placeholders) = UIViewController{view = views.\(keys[i])}")
                        members.append("containers.viewController\(placeholders)")
                    }
                }
            }
            let key = try name(lowerCamel(plan.kind.uikitName) + "\(dump.views[plan.view].line)")
            planKeys[plan.view] = key
            out.append("containers.\(key) = \(plan.kind.uikitName){}")
            out.append("containers.\(key).viewControllers = {\(members.joined(separator: ", "))}")
            if plan.kind == .tabBarController { out.append("containers.\(key).selectedIndex = \(plan.selected)") }
            out.append("containers.\(key).view = views.\(keys[plan.view])")
            if plan.kind == .navigationController {
                out.append("views.\(keys[plan.view]):addGestureRecognizer(containers.\(key).interactivePopGestureRecognizer)")
            }
        }
        out.append("views.window.containers = containers")
    }

    func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

    /// As the builder: a window anywhere but at the root is made as a view.
    func kind(of index: Int, _ rootIsWindow: Bool) -> ViewKind {
        let kind = dump.kinds[dump.views[index].className] ?? .view
        if kind == .window, !(index == 0 && rootIsWindow) { return .view }
        return kind
    }

    func constructor(_ index: Int, _ rootIsWindow: Bool) throws -> String {
        let view = dump.views[index]
        if let key = classKeys[view.className] { return "classes.\(try name(key))" }
        return try name(kind(of: index, rootIsWindow).uikitName)
    }

    func viewKey(_ index: Int, _ rootIsWindow: Bool) -> String {
        if index == 0, rootIsWindow { return "window" }
        let key = lowerCamel(dump.views[index].className) + "\(dump.views[index].line)"
        return key == "window" ? "window_" : key
    }

    /// As the builder: by address, else by class name when only one view has it.
    func viewIndex(of controller: DumpedController) -> Int? {
        if let address = controller.viewAddress { return dump.viewIndex(address: address) }
        guard let viewClass = controller.viewClassName else { return nil }
        let matches = dump.views.indices.filter { dump.views[$0].className == viewClass }
        return matches.count == 1 ? matches[0] : nil
    }

    func properties(_ view: DumpedView, _ kind: ViewKind, isRootWindow: Bool) throws -> [String] {
        func n(_ x: Double) throws -> String { try q(.number(x, line: view.line)) }
        var props: [String] = []
        if let viewName = view.name { props.append("name = \(try str(viewName))") }
        let geometry = HierarchyBuilder.geometry(frame: view.frame, transform: view.transform)
        if let t = view.transform, !t.isIdentity {
            let origin = view.contentOffset ?? .zero
            props.append("bounds = {\(try n(origin.x)), \(try n(origin.y)), \(try n(geometry.size.width)), \(try n(geometry.size.height))}")
            props.append("center = {\(try n(geometry.center.x)), \(try n(geometry.center.y))}")
            props.append("transform = CGAffineTransform(\(try [t.a, t.b, t.c, t.d, t.tx, t.ty].map(n).joined(separator: ", ")))")
        } else {
            let f = view.frame
            props.append("frame = {\(try n(f.origin.x)), \(try n(f.origin.y)), \(try n(f.size.width)), \(try n(f.size.height))}")
        }
        if view.hidden, !isRootWindow { props.append("hidden = true") }
        if view.alpha != 1 { props.append("alpha = \(try n(view.alpha))") }
        let startsEnabled = !(kind == .label || kind == .imageView)
        if view.userInteractionEnabled != startsEnabled {
            props.append("userInteractionEnabled = \(try q(.boolean(view.userInteractionEnabled)))")
        }
        if view.clipsToBounds { props.append("clipsToBounds = true") }
        if view.tag != 0 { props.append("tag = \(try q(.integer(view.tag)))") }
        if let color = view.backgroundColorHex { props.append("backgroundColor = \(try str(color))") }
        if let text = view.text, kind == .label || kind == .textField { props.append("text = \(try str(text))") }
        if [.scrollView, .tableView, .collectionView].contains(kind) {
            if let offset = view.contentOffset, view.transform == nil || view.transform!.isIdentity {
                props.append("contentOffset = {\(try n(offset.x)), \(try n(offset.y))}")
            }
            if let size = view.contentSize { props.append("contentSize = {\(try n(size.width)), \(try n(size.height))}") }
            let inset = HierarchyBuilder.contentInset(of: view)
            if inset != .zero {
                props.append("contentInset = {top = \(try n(inset.top)), left = \(try n(inset.left)), bottom = \(try n(inset.bottom)), right = \(try n(inset.right))}")
            }
        }
        // Animations in flight (see the warning): UIKit skips the view, and so do
        // `importHierarchy` and `why`; the script, which has no animation to run,
        // gives the same hits by taking the view's touches away.
        if view.animating, view.userInteractionEnabled || !startsEnabled {
            props.removeAll { $0.hasPrefix("userInteractionEnabled = ") }
            props.append("userInteractionEnabled = false")
        }
        return props
    }

    mutating func uniqueClassKey(for className: String) -> String {
        var key = ""
        var pendingUnderscore = false
        for c in className.unicodeScalars {
            let ok = (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || c == "_"
            if ok {
                if pendingUnderscore { key.append("_") }
                pendingUnderscore = false
                key.unicodeScalars.append(c)
            } else {
                pendingUnderscore = !key.isEmpty
            }
        }
        if key.isEmpty || key.first!.isNumber || luaKeywords.contains(key) { key = "_" + key }
        var unique = key
        var n = 2
        while !usedClassKeys.insert(unique).inserted {
            unique = "\(key)_\(n)"
            n += 1
        }
        return unique
    }
}

/// `Orders.OrderCardView` → `orderCardView`, `_UITableViewCellSeparatorView` →
/// `tableViewCellSeparatorView`, `UILabel` → `label`.
private func lowerCamel(_ className: String) -> String {
    var name = Substring(className.prefix { $0 != "<" })
    if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
    while name.hasPrefix("_") { name = name.dropFirst() }
    if name.hasPrefix("UI"), name.count > 2, name.dropFirst(2).first!.isUppercase { name = name.dropFirst(2) }
    let letters = name.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    guard let first = letters.first else { return "view" }
    var out = String(first).lowercased() + letters.dropFirst()
    if first.isNumber { out = "v" + out }
    return luaKeywords.contains(out) ? out + "_" : out
}

private let luaKeywords: Set<String> = [
    "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in", "local", "nil", "not",
    "or", "repeat", "return", "then", "true", "until", "while",
]
