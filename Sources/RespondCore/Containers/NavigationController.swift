/// The views UIKit's containers are made of, under UIKit's class names, so that
/// `tree`, `explain` and the responder chain read as in a real app's dump.
public final class LayoutContainerView: View {
    public override class var uikitName: String { "UILayoutContainerView" }
}

public final class NavigationTransitionView: View {
    public override class var uikitName: String { "UINavigationTransitionView" }
}

public final class ViewControllerWrapperView: View {
    public override class var uikitName: String { "UIViewControllerWrapperView" }
}

/// UINavigationBar: the bar at the top of a navigation controller's view. It
/// shows the top controller's `navigationItem` (SPEC 12.5 rules 1–2): the back
/// button at the leading edge while there is something to go back to (unless
/// left items replace it or `hidesBackButton`), left items from the leading
/// edge, right items from the trailing edge, the first the rightmost; the
/// title is drawn, not a view (a touch there hits the bar).
public final class NavigationBar: View {
    public override class var uikitName: String { "UINavigationBar" }
    /// The back button, in the bar while the stack has more than one controller.
    public private(set) lazy var backButton: Button = {
        let button = Button(engine: engine, frame: Rect(0, 0, NavigationController.backButtonWidth, NavigationController.barHeight))
        button.title = "Back"
        button.name = "Back"
        return button
    }()
    /// The controller whose bar this is.
    weak var navigationController: NavigationController?
    /// The title shown (the top item's), drawn by the bar.
    public private(set) var shownTitle: String?
    /// The items' views placed now.
    private var placed: [(BarButtonItem, View)] = []
    var placedItems: [(BarButtonItem, View)] { placed }

    /// The items whose `bar` is this bar (spaces too).
    private var pointed: [BarButtonItem] = []

    deinit { BarLayout.letGo(pointed, bar: self) }

    /// Whether the back button is shown for `item` with `depth` controllers on the stack.
    static func showsBackButton(_ item: NavigationItem?, depth: Int) -> Bool {
        guard depth > 1 else { return false }
        guard let item else { return true }
        return !item.hidesBackButton && (item.leftBarButtonItems.isEmpty || item.leftItemsSupplementBackButton)
    }

    /// Places the back button and the top item's bar items now.
    public func layOutItems() throws {
        let top = navigationController?.topViewController
        let item = top?.navigationItemIfMade
        let depth = navigationController?.viewControllers.count ?? 0
        let left = item?.leftBarButtonItems ?? [], right = item?.rightBarButtonItems ?? []
        try BarLayout.checkCustomViews(left + right, in: self)
        let height = bounds.size.height, width = bounds.size.width
        let gap = BarLayout.spacing
        let back = backButton
        var x = gap
        if Self.showsBackButton(item, depth: depth) {
            if back.superview !== self { try addSubview(back) }
            x = back.frame.maxX + gap
        } else {
            back.removeFromSuperview()
        }
        var frames: [(BarButtonItem, Rect)] = []
        for leftItem in left {
            let size = BarLayout.size(of: leftItem, barHeight: height, engine: engine)
            frames.append((leftItem, Rect(x, (height - size.height) / 2, size.width, size.height)))
            x += size.width + gap
        }
        var trailing = width - gap
        for rightItem in right {
            let size = BarLayout.size(of: rightItem, barHeight: height, engine: engine)
            frames.append((rightItem, Rect(trailing - size.width, (height - size.height) / 2, size.width, size.height)))
            trailing -= size.width + gap
        }
        shownTitle = item?.title
        placed = try BarLayout.place(frames, in: self, replacing: placed, pointed: &pointed)
    }

    func layOutItemsKeepingErrors() {
        do { try layOutItems() } catch EngineError.stopped {
            // A limit was reached: the script stops at its next instruction.
        } catch { engine.warn("laying out \(label)'s items: \(error)") }
    }

    public override class var laysOutItsSubviews: Bool { true }
    public override func layoutSubviews() { layOutItemsKeepingErrors() }
}

/// UIKit's `_UINavigationInteractiveTransition`: the navigation controller's
/// own delegate of its pop gesture (SPEC 12.5 rule 5). It refuses the swipe
/// with one controller, when the top item has left items (unless they
/// supplement the back button) or hides the back button, and while the bar is
/// hidden. A delegate a script assigns replaces it, and all of that policy.
public final class NavigationInteractiveTransition: EngineObject {
    public override class var uikitName: String { "_UINavigationInteractiveTransition" }
    public internal(set) weak var navigationController: NavigationController?

    /// Why the pop gesture may not begin now (nil: it may), in the words of a trace.
    public func refusal() -> String? {
        guard let nav = navigationController else { return nil }
        if nav.viewControllers.count <= 1 { return "\(nav.label) has no controller to go back to" }
        let me = "\(label), the default delegate, said no"
        if nav.navigationBarHidden { return "\(me): navigationBarHidden is true" }
        guard let top = nav.topViewController, let item = top.navigationItemIfMade else { return nil }
        if item.hidesBackButton { return "\(me): the navigationItem of \(top.label) hides the back button" }
        if !item.leftBarButtonItems.isEmpty, !item.leftItemsSupplementBackButton {
            return "\(me): the navigationItem of \(top.label) has a left bar button item in place of the back button"
        }
        return nil
    }

    /// The same, for `explain` and a learner's notes.
    public func refusalWords() -> Words? {
        guard let nav = navigationController, let en = refusal() else { return nil }
        if nav.viewControllers.count <= 1 {
            return Words(en, "\(nav.label) 没有可以返回的控制器")
        }
        let me = "\(label)（默认代理）拒绝了它"
        if nav.navigationBarHidden { return Words(en, "\(me)：navigationBarHidden 为 true") }
        let top = nav.topViewController.map(\.label) ?? "?"
        if nav.topViewController?.navigationItemIfMade?.hidesBackButton == true {
            return Words(en, "\(me)：\(top) 的 navigationItem 隐藏了返回按钮")
        }
        return Words(en + " (set leftItemsSupplementBackButton = true, or give the gesture a delegate of your own)",
                     "\(me)：\(top) 的 navigationItem 用左侧按钮取代了返回按钮"
                     + "（可以设置 leftItemsSupplementBackButton = true，或者给手势另设一个代理）")
    }
}

/// UINavigationController (SPEC 11.6, 11.11 "Navigation"): a stack of
/// controllers, the top one's view shown under a navigation bar, with a back
/// button and a left-edge pan that pop. Transitions are immediate.
///
/// Its view is a `UILayoutContainerView` holding a `UINavigationTransitionView`
/// holding a `UIViewControllerWrapperView` holding the top controller's view
/// (the full bounds: content goes under the bar), with the bar in front. So the
/// chain from the top view runs: view → top controller → wrapper → transition
/// view → container → navigation controller → (superview or window).
open class NavigationController: ViewController {
    open override class var uikitName: String { "UINavigationController" }

    /// [obs, iPhone 8] a 20 pt status bar, then the 44 pt bar.
    public static let statusBarHeight = 20.0
    public static let barHeight = 44.0
    /// [?] the back button's width in the bar.
    public static let backButtonWidth = 80.0
    /// [?] a rightward release faster than this pops.
    public static let popVelocity = 500.0

    public private(set) var viewControllers: [ViewController] = []
    public var topViewController: ViewController? { viewControllers.last }
    public let navigationBar: NavigationBar
    public let interactivePopGestureRecognizer: ScreenEdgePanGestureRecognizer
    /// The pop gesture's default delegate (SPEC 12.5 rule 5).
    public let interactiveTransition: NavigationInteractiveTransition
    public var navigationBarHidden = false { didSet { navigationBar.hidden = navigationBarHidden } }
    /// Whether the pop gesture's delegate is the default one (not a script's, not none).
    public var popGestureHasDefaultDelegate: Bool { interactivePopGestureRecognizer.builtInDelegate === interactiveTransition }
    /// Set by the host while it keeps a delegate table for this controller.
    public var hostHasDelegate = false

    private let transitionView: NavigationTransitionView
    private let wrapperView: ViewControllerWrapperView

    public override init(engine: Engine) {
        navigationBar = NavigationBar(engine: engine)
        interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer(engine: engine)
        transitionView = NavigationTransitionView(engine: engine)
        wrapperView = ViewControllerWrapperView(engine: engine)
        interactiveTransition = NavigationInteractiveTransition(engine: engine)
        super.init(engine: engine)
        _ = interactivePopGestureRecognizer.serial
        interactivePopGestureRecognizer.edges = [.left]
        interactiveTransition.navigationController = self
        navigationBar.navigationController = self
        interactivePopGestureRecognizer.builtInDelegate = interactiveTransition
        // The default delegate's policy (12.5 rule 5; with one controller it fails
        // when it would begin, 11.11). A script's delegate is asked instead, as
        // every delegate is; with none, nothing refuses.
        interactivePopGestureRecognizer.beginRefusal = { [weak self] in
            guard let self, self.popGestureHasDefaultDelegate else { return nil }
            return self.interactiveTransition.refusal()
        }
        interactivePopGestureRecognizer.actionHandlers.append { [weak self] pan in
            if let self, pan.view === self.viewIfLoaded { try self.edgePanned(pan as! PanGestureRecognizer) }
        }
        navigationBar.backButton.builtInActions.append((.touchUpInside, { [weak self] _ in _ = try self?.popViewController() }))
    }

    // MARK: The view

    open override func defaultLoadView() throws {
        let screen = engine.screen
        let container = LayoutContainerView(engine: engine, frame: screen)
        let bounds = Rect(origin: .zero, size: screen.size)
        transitionView.frame = bounds
        wrapperView.frame = bounds
        try container.addSubview(transitionView)
        try transitionView.addSubview(wrapperView)
        navigationBar.frame = Rect(0, Self.statusBarHeight, screen.size.width, Self.barHeight)
        navigationBar.hidden = navigationBarHidden
        try container.addSubview(navigationBar)
        container.addGestureRecognizer(interactivePopGestureRecognizer)
        setView(container)
        try showTop()
    }

    /// Puts the top controller's view in the wrapper (the only controller view in
    /// the hierarchy), and its navigation item in the bar, with the back button
    /// when there is something to go back to (SPEC 12.5 rule 1).
    private func showTop() throws {
        guard let container = viewIfLoaded else { return }
        let top = try topViewController?.view()
        for view in wrapperView.subviews where view !== top { view.removeFromSuperview() }
        if let top {
            top.frame = Rect(origin: .zero, size: container.bounds.size)
            if top.superview !== wrapperView { try wrapperView.addSubview(top) }
        }
        try navigationBar.layOutItems()
    }

    // MARK: The stack

    /// Whether `controller` may join this stack: not already in it, and allowed
    /// in a container (`checkCanContain`).
    private func checkCanJoin(_ controller: ViewController, position: Int) throws {
        if viewControllers.contains(where: { $0 === controller }) {
            throw EngineError.invalidArgument(position: position, message: "\(controller.label) is already in the stack of \(label)")
        }
        try checkCanContain(controller, position: position)
    }

    /// `setViewControllers(array)`; also the constructor's `rootViewController`.
    public func setViewControllers(_ controllers: [ViewController]) throws {
        try checkControllers(controllers)
        // Load the new top's view first: a failing loadView leaves the stack as it was.
        _ = try controllers.last?.view()
        let kept = Set(controllers.map(ObjectIdentifier.init))
        removeChildren(viewControllers.filter { !kept.contains(ObjectIdentifier($0)) })
        for new in controllers where new.parent !== self { try addChild(new) }
        viewControllers = controllers
        try showTop()
    }

    /// `pushViewController(vc)`: on top, its view shown at once.
    public func pushViewController(_ controller: ViewController) throws {
        try checkCanJoin(controller, position: 1)
        _ = try controller.view()
        try tellDelegate("willShow", controller)
        try checkCanJoin(controller, position: 1)   // the delegate ran a script
        try addChild(controller)
        viewControllers.append(controller)
        try showTop()
        try tellDelegate("didShow", controller)
    }

    /// `popViewController()`: the popped controller, or nil at the root (11.11).
    @discardableResult
    public func popViewController() throws -> ViewController? {
        guard viewControllers.count > 1, let popped = viewControllers.last else { return nil }
        let below = viewControllers[viewControllers.count - 2]
        try tellDelegate("willShow", below)
        guard viewControllers.last === popped else { return nil }   // the delegate changed the stack
        viewControllers.removeLast()
        popped.viewIfLoaded?.removeFromSuperview()
        popped.removeFromParent()
        try showTop()
        try tellDelegate("didShow", below)
        return popped
    }

    /// `popToRootViewController()`: the popped controllers, bottom first.
    @discardableResult
    public func popToRootViewController() throws -> [ViewController] {
        guard viewControllers.count > 1 else { return [] }
        let root = viewControllers[0]
        try tellDelegate("willShow", root)
        let popped = Array(viewControllers.dropFirst())
        engine.work &+= popped.count
        viewControllers = [root]
        for controller in popped { controller.viewIfLoaded?.removeFromSuperview() }
        removeChildren(popped)
        try showTop()
        try tellDelegate("didShow", root)
        return popped
    }

    // MARK: The edge pan (11.6, 11.11)

    private func edgePanned(_ pan: PanGestureRecognizer) throws {
        guard let view = viewIfLoaded else { return }
        switch pan.state {
        case .ended:
            let t = pan.translation(in: view), v = pan.velocity(in: view)
            if t.x > view.bounds.size.width / 2 || v.x > Self.popVelocity { try popViewController() }
        default:
            break
        }
    }


    // MARK: The delegate

    private func tellDelegate(_ method: String, _ controller: ViewController) throws {
        guard hostHasDelegate, let host = engine.host else { return }
        _ = try host.callDelegate(.delegate, of: self, method, ScriptArguments(.object(controller), count: 1), answer: .any)
    }

    /// The navigation controller whose stack holds this controller (`navigationController`).
    static func containing(_ controller: ViewController) -> NavigationController? {
        var current: ViewController? = controller
        while let c = current {
            if let nav = c.parent as? NavigationController { return nav }
            current = c.parent
        }
        return nil
    }
}

extension ViewController {
    /// `navigationController`: the nearest navigation controller up the parents, or nil.
    public var navigationController: NavigationController? { NavigationController.containing(self) }
}
