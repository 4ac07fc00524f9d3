/// UIKit's `UITransitionView`: where a tab bar controller shows its selected controller's view.
public final class TransitionView: View {
    public override class var uikitName: String { "UITransitionView" }
}

/// UITabBar: the bar at the bottom of a tab bar controller's view, one tab
/// button per controller, side by side in equal parts (SPEC 11.11).
public final class TabBar: View {
    public override class var uikitName: String { "UITabBar" }
    public internal(set) var buttons: [TabBarButton] = []
}

/// UIKit's `UITabBarButton`: a control whose touchUpInside asks to select its controller.
public final class TabBarButton: Control {
    public override class var uikitName: String { "UITabBarButton" }
}

/// UITabBarController (SPEC 11.7, 11.11 "Tab bar"): controllers side by side,
/// one shown at a time, chosen with the tab bar at the bottom. Its view is a
/// `UILayoutContainerView` holding a `UITransitionView` with the selected
/// controller's view (the full bounds, under the bar) and the tab bar in front.
open class TabBarController: ViewController {
    open override class var uikitName: String { "UITabBarController" }

    /// [obs, iPhone 8] the tab bar's height.
    public static let tabBarHeight = 49.0

    public private(set) var viewControllers: [ViewController] = []
    /// 0-based; 0 to start with (11.11).
    public private(set) var selectedIndex = 0
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }
    public let tabBar: TabBar
    /// Set by the host while it keeps a delegate table for this controller.
    public var hostHasDelegate = false

    private let transitionView: TransitionView

    public override init(engine: Engine) {
        tabBar = TabBar(engine: engine)
        transitionView = TransitionView(engine: engine)
        super.init(engine: engine)
    }

    open override func defaultLoadView() throws {
        let screen = engine.screen
        let container = LayoutContainerView(engine: engine, frame: screen)
        transitionView.frame = Rect(origin: .zero, size: screen.size)
        try container.addSubview(transitionView)
        tabBar.frame = Rect(0, screen.size.height - Self.tabBarHeight, screen.size.width, Self.tabBarHeight)
        try container.addSubview(tabBar)
        setView(container)
        layOutTabs()
        try showSelected()
    }

    /// `viewControllers = {...}`: one tab each; the selection stays where it was
    /// when it still exists, else goes to the first.
    public func setViewControllers(_ controllers: [ViewController]) throws {
        try checkControllers(controllers)
        let newIndex = controllers.indices.contains(selectedIndex) ? selectedIndex : 0
        if isViewLoaded, controllers.indices.contains(newIndex) { _ = try controllers[newIndex].view() }
        let kept = Set(controllers.map(ObjectIdentifier.init))
        let leaving = viewControllers.filter { !kept.contains(ObjectIdentifier($0)) }
        for old in leaving { old.viewIfLoaded?.removeFromSuperview() }
        removeChildren(leaving)
        for new in controllers where new.parent !== self { try addChild(new) }
        viewControllers = controllers
        selectedIndex = newIndex
        layOutTabs()
        try showSelected()
    }

    /// `selectedIndex = i` from a script: no delegate is asked (11.11).
    public func select(index: Int) throws {
        guard viewControllers.indices.contains(index) else {
            throw EngineError.invalidArgument(position: 1, message:
                "selectedIndex \(index) is out of range (\(label) has \(viewControllers.count) controller\(viewControllers.count == 1 ? "" : "s"))")
        }
        if isViewLoaded { _ = try viewControllers[index].view() }
        selectedIndex = index
        try showSelected()
    }

    /// One button per controller, side by side, filling the bar in equal parts.
    private func layOutTabs() {
        // Last first: each is then the last subview, found and removed at once.
        for button in tabBar.buttons.reversed() { button.removeFromSuperview() }
        tabBar.buttons = []
        let count = viewControllers.count
        guard count > 0 else { return }
        let width = tabBar.bounds.size.width / Double(count)
        for (i, controller) in viewControllers.enumerated() {
            let button = TabBarButton(engine: engine, frame: Rect(Double(i) * width, 0, width, tabBar.bounds.size.height))
            button.name = controller.name ?? controller.className
            // The tab by its place (the buttons are made again whenever the
            // controllers change): no weak reference to each controller, whose
            // side tables would outlive the controllers while the removed
            // buttons wait to be released (LeakSanitizer counted 200,000).
            button.builtInActions.append((.touchUpInside, { [weak self] _ in
                if let self, self.viewControllers.indices.contains(i) { try self.tabTapped(self.viewControllers[i]) }
            }))
            try? tabBar.addSubview(button)
            tabBar.buttons.append(button)
        }
    }

    private func showSelected() throws {
        guard isViewLoaded else { return }
        let shown = try selectedViewController?.view()
        for view in transitionView.subviews where view !== shown { view.removeFromSuperview() }
        if let shown {
            shown.frame = Rect(origin: .zero, size: transitionView.bounds.size)
            if shown.superview !== transitionView { try transitionView.addSubview(shown) }
        }
    }

    /// A tab's touchUpInside: `shouldSelect` (true when not answered), then `didSelect`.
    private func tabTapped(_ controller: ViewController) throws {
        if hostHasDelegate, let host = engine.host,
           let answer = try host.callDelegate(.delegate, of: self, "shouldSelect", ScriptArguments(.object(controller), count: 1), answer: .any),
           !answer.isTruthy, !(answer.isNone) {
            return
        }
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return }
        try select(index: index)
        if hostHasDelegate, let host = engine.host {
            _ = try host.callDelegate(.delegate, of: self, "didSelect", ScriptArguments(.object(controller), count: 1), answer: .any)
        }
    }
}

extension ScriptValue {
    /// nil: the script gave no answer.
    var isNone: Bool { if case .none = self { return true } else { return false } }
}

extension ViewController {
    /// `tabBarController`: the nearest tab bar controller up the parents, or nil.
    public var tabBarController: TabBarController? {
        var current = parent
        while let c = current {
            if let tabs = c as? TabBarController { return tabs }
            current = c.parent
        }
        return nil
    }
}
