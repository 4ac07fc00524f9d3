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

/// UINavigationBar: the bar at the top of a navigation controller's view.
public final class NavigationBar: View {
    public override class var uikitName: String { "UINavigationBar" }
    /// The back button, in the bar while the stack has more than one controller.
    public private(set) lazy var backButton: Button = {
        let button = Button(engine: engine, frame: Rect(0, 0, NavigationController.backButtonWidth, NavigationController.barHeight))
        button.title = "Back"
        button.name = "Back"
        return button
    }()
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
    public var navigationBarHidden = false { didSet { navigationBar.hidden = navigationBarHidden } }
    /// Set by the host while it keeps a delegate table for this controller.
    public var hostHasDelegate = false

    private let transitionView: NavigationTransitionView
    private let wrapperView: ViewControllerWrapperView

    public override init(engine: Engine) {
        navigationBar = NavigationBar(engine: engine)
        interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer(engine: engine)
        transitionView = NavigationTransitionView(engine: engine)
        wrapperView = ViewControllerWrapperView(engine: engine)
        super.init(engine: engine)
        _ = interactivePopGestureRecognizer.serial
        interactivePopGestureRecognizer.edges = [.left]
        // Begins only while there is something to go back to: with one controller
        // it fails when it would begin (11.11).
        interactivePopGestureRecognizer.beginRefusal = { [weak self] in
            guard let self, self.viewControllers.count <= 1 else { return nil }
            return "\(self.label) has no controller to go back to"
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
    /// the hierarchy) and the back button in the bar when there is something to go back to.
    private func showTop() throws {
        guard let container = viewIfLoaded else { return }
        let top = try topViewController?.view()
        for view in wrapperView.subviews where view !== top { view.removeFromSuperview() }
        if let top {
            top.frame = Rect(origin: .zero, size: container.bounds.size)
            if top.superview !== wrapperView { try wrapperView.addSubview(top) }
        }
        let back = navigationBar.backButton
        if viewControllers.count > 1 {
            if back.superview !== navigationBar { try navigationBar.addSubview(back) }
        } else {
            back.removeFromSuperview()
        }
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
