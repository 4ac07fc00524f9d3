#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an import made.
public struct ImportedHierarchy {
    /// The view of the dump's first line.
    public let root: View
    /// The root itself when it is a window, else the new window holding it.
    public let window: Window
    /// The views in dump order: `views[i]` was made from `dump.views[i]`.
    public let views: [View]
    /// The view controllers in dump order.
    public let controllers: [ViewController]
    public let dump: HierarchyDump
    /// The dump's skipped lines, then what the build itself noticed.
    public let warnings: [DumpWarning]
}

/// Turns a `HierarchyDump` into engine objects: the same classes (by name), the
/// same rectangles, the same flags. Everything is made detached first; only at
/// the end is the window made, the views attached and the window made key, and
/// nothing in between can fail, so a bad dump never leaves half a hierarchy.
public struct HierarchyBuilder {
    public let engine: Engine
    /// Called for every object made (views, the window, controllers) right after
    /// it is made, its `className` already set, before it joins any hierarchy:
    /// the scripting host gives it its script class here.
    public var prepare: ((EngineObject) -> Void)?

    public init(engine: Engine) {
        self.engine = engine
    }

    public func build(_ dump: HierarchyDump) throws -> ImportedHierarchy {
        var warnings = dump.warnings
        let rootIsWindow = dump.kinds[dump.views[0].className] == .window
        var made: [View?] = Array(repeating: nil, count: dump.views.count)
        for (i, dumped) in dump.views.enumerated() where !(i == 0 && rootIsWindow) {
            var kind = dump.kinds[dumped.className] ?? .view
            if kind == .window {
                kind = .view
                warnings.append(DumpWarning(source: dump.source, line: dumped.line, message:
                    "\(dumped.className) is a window inside another view: imported as a view of that class"))
            }
            let view = kind.make(engine)
            configure(view, as: dumped)
            made[i] = view
        }
        let controllers = dump.controllers.map { dumped -> ViewController in
            let controller = HierarchyDump.controllerKind(dumped.className).make(engine)
            controller.className = dumped.className
            controller.name = dumped.name
            _ = controller.serial
            prepare?(controller)
            return controller
        }

        // From here on nothing fails: the window, then every attachment.
        let window: Window
        if rootIsWindow {
            window = Window(engine: engine, frame: dump.views[0].frame)
            configure(window, as: dump.views[0])
            window.holdChanged()
            made[0] = window
        } else {
            window = Window(engine: engine)
            _ = window.serial
            prepare?(window)
        }
        let views = made.map { $0! }
        for (i, dumped) in dump.views.enumerated() {
            if let parent = dumped.parent { try views[parent].addSubview(views[i]) }
        }
        // An imported cell's content view is the dump's: a UITableViewCellContentView,
        // or a collection cell's UIView that fills it.
        for case let cell as ContainerCell in views {
            let content = cell.subviews.first { $0.className.hasSuffix("ContentView") }
                ?? cell.subviews.first { $0.className == "UIView" && $0.frame == cell.bounds }
            if let content { cell.adoptContentView(content) }
        }
        if !rootIsWindow { try window.addSubview(views[0]) }
        window.makeKeyAndVisible()
        // Tables and collections keep the dump's cells as their visible cells
        // (no data source: `reloadData` adopts the cells they hold). Only the
        // instruction budget can stop it, and then before any cell is taken.
        for case let container as CellContainerView in views { try? container.reloadData() }
        try attachControllers(controllers, dump, views, window, &warnings)
        try attachPlannedContainers(dump, views, window)
        return ImportedHierarchy(root: views[0], window: window, views: views, controllers: controllers, dump: dump,
                                 warnings: warnings)
    }

    /// Class name, name, geometry and flags.
    private func configure(_ view: View, as dumped: DumpedView) {
        view.className = dumped.className
        view.name = dumped.name
        _ = view.serial
        prepare?(view)
        let geometry = Self.geometry(frame: dumped.frame, transform: dumped.transform)
        if let transform = dumped.transform { view.transform = transform }
        view.bounds = Rect(origin: dumped.contentOffset ?? .zero, size: geometry.size)
        view.center = geometry.center
        if !(view is Window) { view.hidden = dumped.hidden }
        view.alpha = dumped.alpha
        // Being animated (SPEC 11.8): refused as a running animation without
        // allowUserInteraction would be, for as long as the imported view lives.
        if dumped.animating { view.blockingAnimations += 1 }
        // Absent means YES whatever the class (UIKit prints only the NO), so labels
        // and image views, which start with NO in the engine, are set explicitly.
        view.userInteractionEnabled = dumped.userInteractionEnabled
        view.clipsToBounds = dumped.clipsToBounds
        view.tag = dumped.tag
        view.backgroundColor = dumped.backgroundColorHex
        if let text = dumped.text {
            if let label = view as? Label { label.text = text }
            if let field = view as? TextField { field.text = text }
        }
        if let scroll = view as? ScrollView {
            if let size = dumped.contentSize { scroll.contentSize = size }
            scroll.contentInset = Self.contentInset(of: dumped)
        }
    }

    /// A scroll view's inset: the one UIKit printed (`adjustedContentInset`, iOS 11
    /// and later, else `contentInset`); without one, what its resting offset
    /// shows (at rest, an offset above or left of 0 is the inset: a list under a
    /// 64 pt bar rests at {0, -64}), so that the first drag starts where the
    /// list is instead of jumping.
    public static func contentInset(of dumped: DumpedView) -> EdgeInsets {
        if let printed = dumped.adjustedContentInset ?? dumped.contentInset { return printed }
        let offset = dumped.contentOffset ?? .zero
        return EdgeInsets(top: max(0, -offset.y), left: max(0, -offset.x), bottom: 0, right: 0)
    }

    /// The bounds size and centre of a view UIKit printed with this frame. Without
    /// a transform they are the frame's. With one, the printed frame is the box
    /// around the transformed bounds: the size solves `TransformedBox`'s equations,
    /// and the centre is the box's centre less the translation. The frame is printed
    /// with six significant digits, so the exact solution carries that rounding
    /// (99.9997 for 100); the roundest size and centre (fewest decimals) that print
    /// the very same frame are taken instead.
    ///
    /// At exactly 45° (or any transform with |a|·|d| = |b|·|c|) the frame cannot
    /// tell the width from the height, only their sum: the view is taken to be a
    /// square, the one choice that needs no guess about which side is longer.
    public static func geometry(frame: Rect, transform: AffineTransform?) -> (size: Size, center: Point) {
        let frameSize = Size(abs(frame.size.width), abs(frame.size.height))
        guard let t = transform, !t.isIdentity else { return (frameSize, Point(frame.midX, frame.midY)) }
        let (size, center) = exactGeometry(frame: frame, transform: t)
        func prints(_ size: Size, _ center: Point) -> Bool {
            let half = Rect(-size.width / 2, -size.height / 2, size.width, size.height)
            let box = half.applying(t).offsetBy(dx: center.x, dy: center.y)
            return formatNumber(box.origin.x) == formatNumber(frame.origin.x)
                && formatNumber(box.origin.y) == formatNumber(frame.origin.y)
                && formatNumber(box.size.width) == formatNumber(frameSize.width)
                && formatNumber(box.size.height) == formatNumber(frameSize.height)
        }
        func rounded(_ x: Double, _ places: Int) -> Double {
            let scale = pow(10, Double(places))
            return (x * scale).rounded() / scale
        }
        // Fewest decimals in all: size and centre together, since each moves the box.
        for total in 0...12 {
            for sizePlaces in max(0, total - 6)...min(total, 6) {
                let candidateSize = Size(rounded(size.width, sizePlaces), rounded(size.height, sizePlaces))
                let centerPlaces = total - sizePlaces
                let candidateCenter = Point(rounded(center.x, centerPlaces), rounded(center.y, centerPlaces))
                if prints(candidateSize, candidateCenter) { return (candidateSize, candidateCenter) }
            }
        }
        return (size, center)
    }

    /// The exact solution `geometry` starts from (before it takes the roundest
    /// numbers that print the same frame): finite exactly when `geometry`'s is.
    static func exactGeometry(frame: Rect, transform t: AffineTransform) -> (size: Size, center: Point) {
        let frameSize = Size(abs(frame.size.width), abs(frame.size.height))
        let center = Point(frame.midX - t.tx, frame.midY - t.ty)
        if let solved = t.boundsSize(fillingBoxOf: frameSize) { return (solved, center) }
        let across = abs(t.a) + abs(t.c), down = abs(t.b) + abs(t.d)
        let side = across > 0 ? frameSize.width / across : (down > 0 ? frameSize.height / down : 0)
        return (Size(side, side), center)
    }

    // MARK: View controllers

    /// Controllers get their views by address (by class name when the dump has no
    /// addresses and only one view of that class), their children, and what they
    /// present, without any view moving. The root controller becomes the window's.
    ///
    /// A navigation or tab bar controller (by class name) becomes the engine's:
    /// its children are its stack or its tabs, given through `setViewControllers`
    /// before it takes the dump's view (so no view moves); the selected tab is the
    /// one whose view is in the window; a navigation controller's view gets its
    /// interactive pop recognizer (which begins only while the stack is deeper than one).
    private func attachControllers(_ controllers: [ViewController], _ dump: HierarchyDump, _ views: [View],
                                   _ window: Window, _ warnings: inout [DumpWarning]) throws {
        var containerViews: [Int: View] = [:]
        for (i, dumped) in dump.controllers.enumerated() {
            let controller = controllers[i]
            let isContainer = controller is NavigationController || controller is TabBarController
            if dumped.viewLoaded {
                var index: Int?
                if let address = dumped.viewAddress {
                    index = dump.viewIndex(address: address)
                } else if let viewClass = dumped.viewClassName {
                    let matches = dump.views.indices.filter { dump.views[$0].className == viewClass }
                    if matches.count == 1 { index = matches[0] }
                }
                if let index {
                    if isContainer { containerViews[i] = views[index] } else { controller.setView(views[index]) }
                } else if !dumped.notInWindow {
                    let shown = [dumped.viewClassName, dumped.viewAddress].compactMap { $0 }.joined(separator: " ")
                    warnings.append(DumpWarning(source: dump.source, line: dumped.line, message:
                        "the view of \(dumped.className) (\(shown)) is not among the imported views; the controller has no view"))
                }
            }
            if let parent = dumped.parent {
                if dumped.presented {
                    try controllers[parent].recordPresentation(of: controller)
                } else if !(controllers[parent] is NavigationController || controllers[parent] is TabBarController) {
                    try controllers[parent].addChild(controller)
                }
            } else {
                window.recordRootViewController(controller)
            }
        }
        for (i, controller) in controllers.enumerated() {
            let children = dump.controllers.indices.filter { dump.controllers[$0].parent == i && !dump.controllers[$0].presented }
            try adoptContainer(controller, children: children.map { controllers[$0] }, view: containerViews[i],
                               selected: children.firstIndex { j in
                                   dump.controllers[j].viewLoaded && !dump.controllers[j].notInWindow
                                       && (controllers[j].viewIfLoaded ?? containerViews[j])?.window != nil
                               })
        }
    }

    /// The navigation and tab bar controllers the dump shows only by their views
    /// (`ContainerPlan`), innermost first so that an outer one finds the inner
    /// one as its tab. Each becomes a child of the controller of the nearest view
    /// above it that has one, else the window's root controller (or a child of it).
    private func attachPlannedContainers(_ dump: HierarchyDump, _ views: [View], _ window: Window) throws {
        let plans = dump.containerPlans()
        var made: [(ViewController, ContainerPlan)] = []
        func newController() -> ViewController {
            let controller = ViewController(engine: engine)
            controller.className = ControllerKind.viewController.uikitName
            _ = controller.serial
            prepare?(controller)
            return controller
        }
        let owned = dump.controllerViewIndices()
        for plan in plans.reversed() {
            // A view whose dumped controller is the window's root or another's child
            // (anything but presented): left as the dump has it.
            let taken = plan.members.contains { member in
                guard case .view(let i) = member, let j = owned[i] else { return false }
                return !dump.controllers[j].presented
            }
            if taken { continue }
            let members = plan.members.map { member -> ViewController in
                guard case .view(let i) = member else { return newController() }
                if let owner = views[i].viewController { return owner }
                let controller = newController()
                controller.setView(views[i])
                return controller
            }
            let controller = plan.kind.make(engine)
            controller.className = plan.kind.uikitName
            _ = controller.serial
            prepare?(controller)
            try adoptContainer(controller, children: members, view: views[plan.view], selected: plan.selected)
            made.append((controller, plan))
        }
        // Who keeps each one (a parent does not change the responder chain, which
        // runs through the views): the controller of the nearest view above, else
        // the window's root controller. The window's root only when its view is the
        // window's own subview, as UIKit's is (a root's next responder is the
        // window); else a root controller without a view is made to hold it.
        for (controller, plan) in made.reversed() where controller.parent == nil {
            var above = views[plan.view].superview
            while let v = above, v.viewController == nil { above = v.superview }
            if let holder = above?.viewController ?? window.rootViewController,
               !(holder is NavigationController || holder is TabBarController) {
                try holder.addChild(controller)
            } else if window.rootViewController == nil, views[plan.view].superview === window {
                window.recordRootViewController(controller)
            } else if window.rootViewController == nil {
                let holder = newController()
                window.recordRootViewController(holder)
                try holder.addChild(controller)
            }
        }
    }

    /// Gives an engine navigation or tab bar controller its stack or tabs and
    /// then the dump's view (nothing moves: with no view yet, neither shows a
    /// child's view); a navigation controller's view gets the interactive pop
    /// recognizer. Other controllers are left as they are.
    private func adoptContainer(_ controller: ViewController, children: [ViewController], view: View?, selected: Int?) throws {
        if let nav = controller as? NavigationController {
            try nav.setViewControllers(children)
            if let view {
                nav.setView(view)
                view.addGestureRecognizer(nav.interactivePopGestureRecognizer)
            }
        } else if let tabs = controller as? TabBarController {
            try tabs.setViewControllers(children)
            if let selected { try tabs.select(index: selected) }
            if let view { tabs.setView(view) }
        }
    }
}

extension ImportedHierarchy {
    /// The views from `view` up to the window that the dump says have gesture
    /// recognizers (it does not say which, so none were made), with their lines.
    public func viewsWithUnknownRecognizers(from view: View?) -> [(view: View, line: Int)] {
        var index: [ObjectIdentifier: Int] = [:]
        for (i, v) in views.enumerated() { index[ObjectIdentifier(v)] = i }
        var out: [(View, Int)] = []
        var current = view
        while let v = current {
            if let i = index[ObjectIdentifier(v)], dump.views[i].gestureRecognizers != nil { out.append((v, dump.views[i].line)) }
            current = v.superview
        }
        return out
    }

    /// A sentence about those recognizers, for `respond-lua why`; nil when there are none.
    public func unknownRecognizersNote(from view: View?) -> String? {
        let found = viewsWithUnknownRecognizers(from: view)
        guard !found.isEmpty else { return nil }
        let names = found.map { "\($0.view.label) (line \($0.line))" }
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        let namesZh = found.map { "\($0.view.label)（第 \($0.line) 行）" }
        let listZh = namesZh.count == 1 ? namesZh[0] : namesZh.dropLast().joined(separator: "、") + " 和 " + namesZh.last!
        return Words("the app also has gesture recognizers on \(list): the dump does not say which, and they see this touch before the view does",
                     "应用在 \(listZh) 上还有手势识别器：转储没有说是哪些，而它们会先于视图看到这次触摸").text()
    }
}

extension ImportedHierarchy {
    /// A view as `why` names it: its class and the text the dump shows for it
    /// (`UILabel 'Order placed'`); a button by its label's text (`UIButton 'Checkout'`).
    public func title(of view: View) -> String {
        guard let i = index(of: view) else { return view.className }
        let dumped = dump.views[i]
        if let text = dumped.text, !text.isEmpty { return "\(dumped.className) '\(Self.shown(text))'" }
        let isButton = dump.kinds[dumped.className] == .button || dumped.className.hasSuffix("Button")
            || dumped.baseClass == "UIButton"
        if isButton, let text = firstText(under: i) { return "\(dumped.className) '\(Self.shown(text))'" }
        return dumped.className
    }

    /// The conclusion `why` leads with, in one line: where a tap at `location` goes,
    /// what about that view surprises (nearly invisible), and the view it covers there
    /// (the one the tap would reach without it) when that is not one of its superviews.
    public func conclusion(at location: Point, explanation: Explanation, engine: Engine) throws -> String {
        let x = formatNumber(location.x), y = formatNumber(location.y)
        guard let hit = explanation.view else {
            return Words("a tap at (\(x), \(y)) goes to no view: nothing there takes touches",
                         "在 (\(x), \(y)) 轻点，不会交给任何视图：那里没有视图接收触摸").text()
        }
        var line = Words("a tap at (\(x), \(y)) goes to \(title(of: hit))", "在 (\(x), \(y)) 轻点，交给 \(title(of: hit))").text()
        // The faintest of the view and its superviews: UIKit hit-tests anything from alpha 0.01 up.
        var faintest: View?
        var current: View? = hit
        while let v = current {
            if v.alpha < 0.1, faintest.map({ v.alpha < $0.alpha }) ?? true { faintest = v }
            current = v.superview
        }
        if let faint = faintest {
            let alpha = formatNumber(faint.alpha)
            line += faint === hit
                ? Words(" (alpha \(alpha): nearly invisible but hittable, UIKit skips only below 0.01)",
                        "（alpha 为 \(alpha)：几乎看不见，但仍能被命中，UIKit 只跳过低于 0.01 的视图）").text()
                : Words(" (inside \(title(of: faint)) at alpha \(alpha): nearly invisible but hittable, UIKit skips only below 0.01)",
                        "（它在 alpha 为 \(alpha) 的 \(title(of: faint)) 里：几乎看不见，但仍能被命中，UIKit 只跳过低于 0.01 的视图）").text()
        }
        // What lies under it: the hit test again with the view taking no touches.
        let enabled = hit.userInteractionEnabled
        hit.userInteractionEnabled = false
        let under: View?
        do {
            under = try engine.explain(at: location).view
            hit.userInteractionEnabled = enabled
        } catch {
            hit.userInteractionEnabled = enabled
            throw error
        }
        if let under, under !== hit, !hit.isDescendant(of: under) {
            line += Words(", which covers \(title(of: under))", "，它盖住了 \(title(of: under))").text()
        }
        let semicolon = Words("; ", "；").text()
        if let outcome = tapOutcome(on: hit, explanation: explanation) { line += semicolon + outcome }
        if let swipe = swipeBack(at: location, explanation: explanation, engine: engine) { line += semicolon + swipe }
        if let host = swiftUIHost(around: hit) {
            line += Words("; but \(host) is SwiftUI's: SwiftUI hit-tests what it draws itself (contentShape,"
                          + " allowsHitTesting, gesture priority), so inside it this is only UIKit's part of the answer",
                          "；不过 \(host) 属于 SwiftUI：SwiftUI 自己对它画出的内容做命中测试（contentShape、"
                          + "allowsHitTesting、手势优先级），所以在它里面，这里只是 UIKit 那一部分的答案").text()
        }
        return line
    }

    /// What the tap does to the row or item of the nearest table or collection
    /// whose visible cell holds `hit`: "this tap selects row [0, 3] of UITableView",
    /// or why it selects nothing; nil outside every cell.
    private func tapOutcome(on hit: View, explanation: Explanation) -> String? {
        var current = hit.superview
        while let v = current {
            if let container = v as? CellContainerView,
               let outcome = container.tapOutcome(for: hit, recognizers: explanation.recognizers) {
                var words = outcome
                // A scroll view's or a window's recognizers are UIKit's own (the pan that scrolls,
                // the system gesture gate), which a tap does not trip.
                let unknown = viewsWithUnknownRecognizers(from: hit).filter { !($0.view is ScrollView || $0.view is Window) }
                if outcome.en.hasPrefix("this tap selects"), let first = unknown.first {
                    words = Words(outcome.en + ", unless a gesture recognizer of the app's on \(title(of: first.view)) (line \(first.line)) takes the tap first",
                                  outcome.zh + "，除非应用在 \(title(of: first.view))（第 \(first.line) 行）上的手势识别器先接住这次轻点")
                }
                return words.text()
            }
            current = v.superview
        }
        return nil
    }

    /// At the screen's left edge, under a navigation controller's view: whether a
    /// drag to the right from here is its swipe back (SPEC 11.6, 11.11), which
    /// begins only while its stack is deeper than one.
    private func swipeBack(at location: Point, explanation: Explanation, engine: Engine) -> String? {
        guard location.x >= 0, location.x <= engine.tunables.edgeRegion else { return nil }
        for case let edge as ScreenEdgePanGestureRecognizer in explanation.recognizers where edge.edges.contains(.left) {
            guard let nav = edge.view?.viewController as? NavigationController,
                  nav.interactivePopGestureRecognizer === edge, let top = nav.topViewController else { continue }
            if nav.viewControllers.count > 1 {
                return Words("a drag to the right from here is \(nav.label)'s swipe back: its interactivePopGestureRecognizer takes the touch and pops \(top.label)",
                             "从这里向右拖动会触发 \(nav.label) 的右滑返回：它的 interactivePopGestureRecognizer 接住这次触摸，弹出 \(top.label)").text()
            }
            return Words("\(nav.label)'s swipe back does not begin here: its stack holds only \(top.label)",
                         "\(nav.label) 的右滑返回不会从这里开始：它的栈里只有 \(top.label)").text()
        }
        return nil
    }

    /// The SwiftUI hosting view (`_UIHostingView`, `UIHostingView`, by class
    /// name or the `baseClass` UIKit printed) that holds `view` or is it, as a
    /// title; nil when there is none.
    private func swiftUIHost(around view: View) -> String? {
        var current: View? = view
        while let v = current {
            if let i = index(of: v) {
                let dumped = dump.views[i]
                if [dumped.className, dumped.baseClass ?? ""].contains(where: { $0.contains("HostingView") }) {
                    return title(of: v)
                }
            }
            current = v.superview
        }
        return nil
    }

    private func index(of view: View) -> Int? {
        views.firstIndex { $0 === view }
    }

    /// The text of the first view under `index` (depth first, as printed) that has one.
    private func firstText(under index: Int) -> String? {
        var pending = Array(dump.views[index].subviews.reversed())
        while let i = pending.popLast() {
            if let text = dump.views[i].text, !text.isEmpty { return text }
            pending.append(contentsOf: dump.views[i].subviews.reversed())
        }
        return nil
    }

    /// Text on one line, at most 40 characters.
    private static func shown(_ text: String) -> String {
        var out = String(text.map { c in
            c.isNewline || c.unicodeScalars.contains { $0.properties.generalCategory == .control } ? " " : c
        })
        if out.count > 40 { out = String(out.prefix(39)) + "…" }
        return out
    }
}
