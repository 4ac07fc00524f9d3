import XCTest
@testable import RespondCore

/// SPEC 12.5 in the engine alone, without Lua: bar geometry, what an item's
/// control sends, and the pop gesture's default delegate.
final class BarItemTests: XCTestCase {
    var engine: Engine!
    var host: TestHost!
    var window: Window!
    var sent: [String] = []

    override func setUp() {
        engine = Engine()
        host = TestHost(engine)
        window = Window(engine: engine)
        window.makeKeyAndVisible()
    }

    func item(_ title: String?, width: Double = 0, system: BarButtonItem.SystemItem? = nil) -> BarButtonItem {
        let item = BarButtonItem(engine: engine)
        item.title = title
        item.width = width
        item.systemItem = system
        return item
    }

    func testToolbarGeometry() throws {
        let toolbar = Toolbar.made(in: engine)
        XCTAssertEqual(toolbar.frame, Rect(0, 0, 375, 44))
        try window.addSubview(toolbar)
        let a = item("A"), b = item("B", width: 40), flex = item(nil, system: .flexibleSpace)
        let fixed = item(nil, width: 20, system: .fixedSpace)
        let custom = item(nil)
        custom.customView = View(engine: engine, frame: Rect(0, 0, 30, 30))
        try toolbar.setItems([a, flex, b, fixed, custom])
        XCTAssertEqual(a.view?.frame, Rect(8, 0, 60, 44))
        XCTAssertEqual(b.view?.frame, Rect(261, 0, 40, 44))
        XCTAssertEqual(custom.view?.frame, Rect(337, 7, 30, 30))
        XCTAssertNil(flex.view)
        XCTAssertTrue(a.view is BarButton)
        XCTAssertEqual(toolbar.subviews.count, 3)
        try toolbar.setItems([flex])
        XCTAssertNil(a.view)
        XCTAssertEqual(toolbar.subviews.count, 0)
        XCTAssertThrowsError(try toolbar.setItems([a, a]))
    }

    func testNavigationBarAndTheItemsAction() throws {
        let root = ViewController(engine: engine), top = ViewController(engine: engine)
        let nav = NavigationController(engine: engine)
        try nav.setViewControllers([root])
        try window.setRootViewController(nav)
        let save = item("Save")
        host.functions[1] = { [unowned self] _ in sent.append("save") }
        save.action = .function(1)
        try root.navigationItem.setRightBarButtonItems([save])
        XCTAssertEqual(save.view?.frame, Rect(307, 0, 60, 44))
        try engine.simulator.tap(at: Point(337, 42))
        XCTAssertEqual(sent, ["save"])
        try nav.pushViewController(top)
        XCTAssertNil(save.view)
        XCTAssertTrue(nav.navigationBar.backButton.superview === nav.navigationBar)
        try top.navigationItem.setLeftBarButtonItems([item("Close")])
        XCTAssertNil(nav.navigationBar.backButton.superview)
        XCTAssertEqual(nav.interactiveTransition.refusal()?.hasSuffix("in place of the back button"), true)
        top.navigationItem.leftItemsSupplementBackButton = true
        XCTAssertNil(nav.interactiveTransition.refusal())
        XCTAssertEqual(top.navigationItem.leftBarButtonItems[0].view?.frame, Rect(88, 0, 60, 44))
        XCTAssertTrue(nav.popGestureHasDefaultDelegate)
        nav.interactivePopGestureRecognizer.builtInDelegate = nil
        XCTAssertFalse(nav.popGestureHasDefaultDelegate)
    }
}
