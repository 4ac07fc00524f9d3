/// Navigation and tab bar controllers that a dump shows only by their views
/// (no `_printHierarchy`, or one that does not name them): a
/// `UILayoutContainerView` holding a `UINavigationTransitionView` is a
/// navigation controller's view, one holding a `UITabBar` a tab bar
/// controller's. Worked out from the dump alone, so that the builder and
/// `respond-lua import`'s script make the same controllers.
public struct ContainerPlan: Equatable, Sendable {
    /// A controller of the stack or of the tabs.
    public enum Member: Equatable, Sendable {
        /// The controller of this view: a dumped one, the plan of a nested
        /// container, or a new UIViewController given that view.
        case view(Int)
        /// A new UIViewController without a view: a controller the dump shows
        /// only by a back button (below the top of a stack), or a tab not shown.
        case placeholder
    }

    public var kind: ControllerKind
    /// The `UILayoutContainerView`.
    public var view: Int
    /// The stack, bottom first, or the tabs.
    public var members: [Member]
    /// The tab shown (0-based), for a tab bar controller.
    public var selected: Int

    /// Back buttons as UIKit's bars print them: the iOS 6–10 back button
    /// (`UINavigationItemButtonView`), the back indicator, and iOS 11's
    /// `_UIBackButtonContainerView` / `_UIModernBarButton` beside a back indicator.
    static func isBackButton(_ className: String) -> Bool {
        className == "UINavigationItemButtonView" || className.contains("BackIndicator") || className.contains("BackButton")
    }
}

extension HierarchyDump {
    /// The indices of the views the dumped controllers have (by address, or by
    /// class name when that class has one view), as the builder attaches them.
    public func controllerViewIndices() -> [Int: Int] {
        var out: [Int: Int] = [:]
        for (i, dumped) in controllers.enumerated() where dumped.viewLoaded {
            if let address = dumped.viewAddress {
                if let index = viewIndex(address: address) { out[index] = i }
            } else if let viewClass = dumped.viewClassName {
                let matches = views.indices.filter { views[$0].className == viewClass }
                if matches.count == 1 { out[matches[0]] = i }
            }
        }
        return out
    }

    /// The containers shown only by their views, innermost last (dump order).
    public func containerPlans() -> [ContainerPlan] {
        let owned = controllerViewIndices()
        var plans: [ContainerPlan] = []
        for (i, view) in views.enumerated() where view.className == "UILayoutContainerView" && owned[i] == nil {
            let children = view.subviews
            if let transition = children.first(where: { views[$0].className == "UINavigationTransitionView" }) {
                var members: [ContainerPlan.Member] = []
                let bar = children.first { kinds[views[$0].className] == .navigationBar }
                if let bar, descendants(of: bar).contains(where: { ContainerPlan.isBackButton(views[$0].className) && !views[$0].hidden }) {
                    members.append(.placeholder)
                }
                members.append(content(of: transition).map { .view($0) } ?? .placeholder)
                plans.append(ContainerPlan(kind: .navigationController, view: i, members: members, selected: 0))
            } else if let tabBar = children.first(where: { kinds[views[$0].className] == .tabBar }) {
                let buttons = descendants(of: tabBar).filter { views[$0].className == "UITabBarButton" }
                    .sorted { views[$0].frame.minX < views[$1].frame.minX }
                let selected = buttons.firstIndex { button in
                    descendants(of: button).contains { views[$0].className.contains("SelectionIndicator") }
                } ?? 0
                let shown = children.first { views[$0].className == "UITransitionView" }.flatMap(content(of:))
                var members = Array(repeating: ContainerPlan.Member.placeholder, count: max(buttons.count, 1))
                if let shown { members[selected] = .view(shown) }
                plans.append(ContainerPlan(kind: .tabBarController, view: i, members: members, selected: selected))
            }
        }
        return plans
    }

    /// The controller's view a transition view shows: the first subview of its
    /// `UIViewControllerWrapperView`, else its own first subview.
    private func content(of transition: Int) -> Int? {
        let children = views[transition].subviews
        if let wrapper = children.first(where: { views[$0].className == "UIViewControllerWrapperView" }) {
            return views[wrapper].subviews.first
        }
        return children.first
    }

    private func descendants(of index: Int) -> [Int] {
        var out: [Int] = []
        var pending = views[index].subviews
        while let i = pending.popLast() {
            out.append(i)
            pending.append(contentsOf: views[i].subviews)
        }
        return out
    }
}
