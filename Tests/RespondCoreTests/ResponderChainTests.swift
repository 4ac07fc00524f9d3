import XCTest
@testable import RespondCore

final class ResponderChainTests: XCTestCase {
    let engine = Engine()

    func labels(_ r: Responder) throws -> [String] { try r.responderChain().map(\.label) }

    func testEveryNextResponderCase() throws {
        let window = Window(engine: engine)
        window.name = "window"
        let root = ViewController(engine: engine)
        root.name = "root"
        try window.setRootViewController(root)
        window.makeKeyAndVisible()
        let rootView = try root.view()
        rootView.name = "rootView"
        XCTAssertTrue(rootView.superview === window)
        XCTAssertEqual(rootView.frame, window.bounds)

        let plain = View(engine: engine, frame: Rect(0, 0, 10, 10))
        plain.name = "plain"
        try rootView.addSubview(plain)
        // view → superview; root view → its controller; root controller → window; window → app.
        XCTAssertEqual(try labels(plain), ["UIView \"plain\"", "UIView \"rootView\"", "UIViewController \"root\"",
                                           "UIWindow \"window\"", "UIApplication"])

        // A child controller → its view's superview.
        let child = ViewController(engine: engine)
        child.name = "child"
        try root.addChild(child)
        let childView = try child.view()
        childView.name = "childView"
        try plain.addSubview(childView)
        XCTAssertTrue(try child.nextResponder() === plain)
        XCTAssertTrue(try childView.nextResponder() === child)

        // A presented controller → the presenting one.
        let modal = ViewController(engine: engine)
        modal.name = "modal"
        try root.present(modal)
        XCTAssertTrue(try modal.nextResponder() === root)
        XCTAssertTrue(try modal.view().superview === window, "a presented controller's view covers the window")
        XCTAssertEqual(try modal.view().frame, window.bounds)
        XCTAssertTrue(root.presentedViewController === modal)
        modal.dismiss()
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(try modal.view().superview)

        // The application → its delegate when it is a plain responder.
        let delegate = Responder(engine: engine)
        delegate.name = "delegate"
        engine.application.delegate = delegate
        XCTAssertTrue(try engine.application.nextResponder() === delegate)
        XCTAssertNil(try delegate.nextResponder(), "a plain UIResponder ends the chain")
        // ... but not when the delegate is a view or a controller.
        engine.application.delegate = plain
        XCTAssertNil(try engine.application.nextResponder())
        engine.application.delegate = root
        XCTAssertNil(try engine.application.nextResponder())
    }

    func testControllerOfAViewOutsideAnyWindow() throws {
        let vc = ViewController(engine: engine)
        let view = try vc.view()
        XCTAssertEqual(view.frame, engine.screen, "loadView makes a screen-sized view")
        XCTAssertTrue(try view.nextResponder() === vc)
        XCTAssertNil(try vc.nextResponder(), "no superview, not presented, not a root: nil")
    }

    func testReplacingRootViewController() throws {
        let window = Window(engine: engine)
        let first = ViewController(engine: engine)
        let second = ViewController(engine: engine)
        try window.setRootViewController(first)
        try window.setRootViewController(second)
        XCTAssertNil(try first.view().superview)
        XCTAssertTrue(window.subviews.first === (try second.view()))
        XCTAssertNil(try first.nextResponder())
        XCTAssertTrue(try second.nextResponder() === window)
    }

    func testNextResponderOverrideIsFollowed() throws {
        let host = TestHost(engine)
        let a = View(engine: engine)
        a.name = "a"
        let b = Responder(engine: engine)
        b.name = "b"
        host.override(a, .nextResponder) { _, _ in .object(b) }
        XCTAssertEqual(try labels(a), ["UIView \"a\"", "UIResponder \"b\""])
    }

    func testChainThatLoopsStops() throws {
        let host = TestHost(engine)
        let a = View(engine: engine)
        a.name = "a"
        let b = View(engine: engine)
        b.name = "b"
        try a.addSubview(b)
        host.override(a, .nextResponder) { _, _ in .object(b) }
        var warnings: [String] = []
        engine.warningHandler = { warnings.append($0) }
        XCTAssertEqual(try labels(b), ["UIView \"b\"", "UIView \"a\""])
        XCTAssertEqual(warnings, ["the responder chain of UIView \"b\" loops back to UIView \"b\"; stopped there"])
    }

    func testContainmentErrors() throws {
        let a = ViewController(engine: engine)
        let b = ViewController(engine: engine)
        XCTAssertThrowsError(try a.addChild(a))
        try a.addChild(b)
        XCTAssertThrowsError(try b.addChild(a))
        XCTAssertEqual(a.children.count, 1)
        b.removeFromParent()
        XCTAssertTrue(a.children.isEmpty)
        XCTAssertNil(b.parent)
    }
}
