import XCTest
@testable import RespondCore

final class HitTestTests: XCTestCase {
    let engine = Engine()

    func named(_ name: String, _ frame: Rect, in parent: View? = nil) throws -> View {
        let v = View(engine: engine, frame: frame)
        v.name = name
        try parent?.addSubview(v)
        return v
    }

    /// SPEC §10: root bounds (−10,−10,100,100) at frame origin (0,0); A (40,40,20,20) in root; B (10,10,5,5) in A.
    func testWorkedHitTests() throws {
        let root = try named("root", Rect(0, 0, 100, 100))
        root.bounds.origin = Point(-10, -10)
        let a = try named("A", Rect(40, 40, 20, 20), in: root)
        let b = try named("B", Rect(10, 10, 5, 5), in: a)
        XCTAssertTrue(try root.hitTest(Point(-5, -5), nil) === root)
        XCTAssertTrue(try root.hitTest(Point(40, 40), nil) === a)
        XCTAssertTrue(try root.hitTest(Point(52.5, 52.5), nil) === b)
        XCTAssertNil(try root.hitTest(Point(-11, -11), nil))
        XCTAssertNil(try root.hitTest(Point(95, 95), nil))
    }

    func testSkippedViews() throws {
        let root = try named("root", Rect(0, 0, 100, 100))
        let top = try named("top", Rect(0, 0, 100, 100), in: root)
        let p = Point(50, 50)
        XCTAssertTrue(try root.hitTest(p, nil) === top)
        top.hidden = true
        XCTAssertTrue(try root.hitTest(p, nil) === root)
        top.hidden = false
        top.userInteractionEnabled = false
        XCTAssertTrue(try root.hitTest(p, nil) === root)
        top.userInteractionEnabled = true
        top.alpha = 0.01          // exactly 0.01 is still hittable
        XCTAssertTrue(try root.hitTest(p, nil) === top)
        top.alpha = 0.0099
        XCTAssertTrue(try root.hitTest(p, nil) === root)
        top.alpha = 0
        XCTAssertTrue(try root.hitTest(p, nil) === root)
    }

    func testHiddenParentHidesSubtree() throws {
        let root = try named("root", Rect(0, 0, 100, 100))
        let parent = try named("parent", Rect(0, 0, 100, 100), in: root)
        _ = try named("child", Rect(0, 0, 100, 100), in: parent)
        parent.hidden = true
        XCTAssertTrue(try root.hitTest(Point(5, 5), nil) === root)
    }

    func testSubviewOutsideParentCannotBeHitThere() throws {
        let root = try named("root", Rect(0, 0, 300, 300))
        let parent = try named("parent", Rect(0, 0, 100, 100), in: root)
        let child = try named("child", Rect(80, 80, 100, 100), in: parent)
        parent.clipsToBounds = false
        XCTAssertTrue(try root.hitTest(Point(90, 90), nil) === child)
        XCTAssertTrue(try root.hitTest(Point(150, 150), nil) === root, "outside the parent: the child is never asked")
        parent.clipsToBounds = true
        XCTAssertTrue(try root.hitTest(Point(150, 150), nil) === root)
    }

    func testFrontmostSubviewWins() throws {
        let root = try named("root", Rect(0, 0, 100, 100))
        let back = try named("back", Rect(0, 0, 100, 100), in: root)
        let front = try named("front", Rect(0, 0, 100, 100), in: root)
        XCTAssertTrue(try root.hitTest(Point(1, 1), nil) === front)
        root.bringSubviewToFront(back)
        XCTAssertTrue(try root.hitTest(Point(1, 1), nil) === back)
        root.sendSubviewToBack(back)
        XCTAssertTrue(try root.hitTest(Point(1, 1), nil) === front)
    }

    func testTransformedViewIsHitInItsTransformedShape() throws {
        let root = try named("root", Rect(0, 0, 200, 200))
        let bar = try named("bar", Rect(50, 90, 100, 20), in: root)   // horizontal bar
        bar.transform = .rotation(.pi / 2)                               // now vertical through (100,100)
        XCTAssertTrue(try root.hitTest(Point(100, 60), nil) === bar)
        XCTAssertTrue(try root.hitTest(Point(60, 100), nil) === root)
    }

    func testImageViewsAndLabelsIgnoreTouchesByDefault() throws {
        let root = try named("root", Rect(0, 0, 100, 100))
        let image = ImageView(engine: engine, frame: Rect(0, 0, 100, 100))
        let label = Label(engine: engine, frame: Rect(0, 0, 50, 50))
        try root.addSubview(image)
        try root.addSubview(label)
        XCTAssertFalse(image.userInteractionEnabled)
        XCTAssertFalse(label.userInteractionEnabled)
        XCTAssertTrue(try root.hitTest(Point(10, 10), nil) === root)
        image.userInteractionEnabled = true
        XCTAssertTrue(try root.hitTest(Point(10, 10), nil) === image)
    }

    func testWindowsAreTriedByLevelThenRecency() throws {
        let app = engine.application
        let low = Window(engine: engine)
        let high = Window(engine: engine)
        let later = Window(engine: engine)
        XCTAssertTrue(low.hidden, "a window is hidden until shown")
        XCTAssertNil(try app.hitTest(screenPoint: Point(10, 10), event: nil))
        low.makeKeyAndVisible()
        high.windowLevel = Window.levelAlert
        high.hidden = false
        XCTAssertTrue(try app.hitTest(screenPoint: Point(10, 10), event: nil)?.window === high)
        high.hidden = true
        later.hidden = false
        XCTAssertTrue(try app.hitTest(screenPoint: Point(10, 10), event: nil)?.window === later)
        low.makeKeyAndVisible()   // made key again: most recent at its level
        XCTAssertTrue(try app.hitTest(screenPoint: Point(10, 10), event: nil)?.window === low)
        XCTAssertTrue(app.keyWindow === low)
        XCTAssertTrue(low.isKeyWindow)
    }

    func testExplainNamesEveryVerdict() throws {
        let window = Window(engine: engine)
        window.makeKeyAndVisible()
        let hidden = try named("hidden", Rect(0, 0, 100, 100), in: window)
        hidden.hidden = true
        let far = try named("far", Rect(200, 200, 10, 10), in: window)
        let glass = try named("glass", Rect(0, 0, 100, 100), in: window)
        glass.alpha = 0
        let off = try named("off", Rect(0, 0, 100, 100), in: window)
        off.userInteractionEnabled = false
        _ = far
        let explanation = try engine.explain(at: Point(10, 10))
        XCTAssertTrue(explanation.view === window)
        XCTAssertEqual(explanation.steps.map(\.verdict), [
            "chosen: inside, and no subview took the point",
            "skipped: userInteractionEnabled is false",
            "skipped: alpha is below 0.01",
            "outside bounds",
            "skipped: hidden is true",
        ])
        XCTAssertEqual(explanation.steps.map { $0.view.name ?? "window" }, ["window", "off", "glass", "far", "hidden"])
        XCTAssertEqual(explanation.steps.map(\.depth), [0, 1, 1, 1, 1])
        XCTAssertEqual(explanation.chain.map(\.label), ["UIWindow#1", "UIApplication"])
    }

    /// The walk reads one cache line per view: a node is 64 bytes and the
    /// store's nodes start on a line, also after the buffer grows.
    func testViewNodesAreOneCacheLineEach() throws {
        XCTAssertEqual(MemoryLayout<ViewNode>.stride, 64)
        let root = try named("root", Rect(0, 0, 200, 10))
        for i in 0..<100 { _ = try named("v\(i)", Rect(Double(i), 0, 1, 1), in: root) }
        XCTAssertEqual(Int(bitPattern: engine.views.nodes) % 64, 0)
    }

    /// Child lists keep UIKit's subview order through inserts at any index,
    /// removals and growth past their first capacity; the walk follows them.
    func testChildListsFollowSubviewOrder() throws {
        let root = try named("root", Rect(0, 0, 100, 100))
        var names: [String] = []
        for i in 0..<9 {
            // Each new view goes second from the back: every list position gets used.
            let v = View(engine: engine, frame: Rect(0, 0, 100, 100))
            v.name = "v\(i)"
            try root.insertSubview(v, at: min(1, root.subviews.count))
            names.insert("v\(i)", at: min(1, names.count))
        }
        XCTAssertEqual(root.subviews.map { $0.name ?? "" }, names)
        // The frontmost (last) subview takes the touch; removing it uncovers the next.
        for expected in names.reversed() {
            let hit = try XCTUnwrap(try root.hitTest(Point(50, 50), nil))
            XCTAssertEqual(hit.name, expected)
            hit.removeFromSuperview()
        }
        XCTAssertTrue(try root.hitTest(Point(50, 50), nil) === root)
    }

    /// Subviews made and added in order are kept as a run of node indices (no list);
    /// the run survives removals at either end, and any other change turns it
    /// into a list. Through a long random series of changes the node's children
    /// always match `subviews`, and the walk finds the frontmost one.
    func testChildRunsAndListsFollowSubviewOrder() throws {
        let root = try named("root", Rect(0, 0, 100, 100))
        let pool = try (0..<12).map { try named("v\($0)", Rect(0, 0, 100, 100)) }
        func children(_ view: View) -> [Int32] {
            let node = engine.views.nodes[Int(view.nodeIndex)]
            return (0..<Int(node.childCount)).map { node.child($0) }
        }
        func isRun(_ view: View) -> Bool { engine.views.nodes[Int(view.nodeIndex)].childList == nil }
        func check(_ step: String) throws {
            XCTAssertEqual(children(root), root.subviews.map(\.nodeIndex), step)
            let hit = try XCTUnwrap(try root.hitTest(Point(50, 50), nil), step)
            XCTAssertTrue(hit === (root.subviews.last ?? root), step)
        }

        for v in pool[0..<6] { try root.addSubview(v) }
        XCTAssertTrue(isRun(root), "views added in the order they were made")
        pool[5].removeFromSuperview()
        pool[0].removeFromSuperview()
        XCTAssertTrue(isRun(root), "removing either end keeps the run")
        try check("after removing both ends")
        try root.addSubview(pool[5])
        XCTAssertTrue(isRun(root), "the next node index at the end extends the run")
        try root.addSubview(pool[0])
        XCTAssertFalse(isRun(root), "an earlier node index at the end makes a list")
        try check("after the list was made")

        var seed: UInt64 = 0x5eed
        func next(_ n: Int) -> Int {   // a fixed series (the test is the same every run)
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        for round in 0..<400 {
            let view = pool[next(pool.count)]
            switch next(5) {
            case 0: try root.addSubview(view)
            case 1: try root.insertSubview(view, at: next(root.subviews.count + 1))
            case 2: view.removeFromSuperview()
            case 3: if view.superview === root { root.bringSubviewToFront(view) }
            default: if view.superview === root { root.sendSubviewToBack(view) }
            }
            try check("round \(round)")
            // Now and then start again from an empty root, so that runs form anew.
            if next(40) == 0 { for v in root.subviews { v.removeFromSuperview() } }
        }
    }
}
