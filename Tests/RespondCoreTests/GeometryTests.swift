import XCTest
@testable import RespondCore

final class GeometryTests: XCTestCase {
    let engine = Engine()

    func view(_ x: Double, _ y: Double, _ w: Double, _ h: Double, in parent: View? = nil) throws -> View {
        let v = View(engine: engine, frame: Rect(x, y, w, h))
        try parent?.addSubview(v)
        return v
    }

    func assertPoint(_ p: Point, _ x: Double, _ y: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.x, x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: 1e-9, file: file, line: line)
    }

    /// SPEC §10: root 100×100; s1 (20,10,10,10), s2 (80,80,20,20), s3 (5,5,5,5) in s2.
    func testWorkedConversions() throws {
        let root = try view(0, 0, 100, 100)
        let s1 = try view(20, 10, 10, 10, in: root)
        let s2 = try view(80, 80, 20, 20, in: root)
        let s3 = try view(5, 5, 5, 5, in: s2)
        assertPoint(root.convert(Point(15, 15), to: s1), -5, 5)
        assertPoint(s1.convert(Point(60, 70), to: s2), 0, 0)
        assertPoint(s2.convert(Point(-5, -5), to: s1), 55, 65)
        assertPoint(s3.convert(Point(1, 1), to: s1), 66, 76)
        assertPoint(s1.convert(Point(1, 1), from: s3), 66, 76)
        assertPoint(s3.convert(Point(66, 76), from: s1), 1, 1)
    }

    /// SPEC §10: view (0,0,80,40); sub with scale 2 then frame (10,10,60,40): view→sub (60,20) = (25,5).
    func testFrameWithScaleTransform() throws {
        let v = try view(0, 0, 80, 40)
        let sub = try view(0, 0, 10, 10, in: v)
        sub.transform = .scale(2, 2)
        sub.frame = Rect(10, 10, 60, 40)
        XCTAssertEqual(sub.bounds.size, Size(30, 20))
        XCTAssertEqual(sub.center, Point(40, 30))
        XCTAssertEqual(sub.frame, Rect(10, 10, 60, 40))
        assertPoint(v.convert(Point(60, 20), to: sub), 25, 5)
        assertPoint(sub.convert(Point(25, 5), to: v), 60, 20)
    }

    func testRotationIsAboutTheCentre() throws {
        let parent = try view(0, 0, 200, 200)
        let sub = try view(50, 50, 100, 50, in: parent)   // centre (100, 75)
        sub.transform = .rotation(.pi / 2)                   // clockwise on screen
        let f = sub.frame
        XCTAssertEqual(f.origin.x, 75, accuracy: 1e-9)
        XCTAssertEqual(f.origin.y, 25, accuracy: 1e-9)
        XCTAssertEqual(f.size.width, 50, accuracy: 1e-9)
        XCTAssertEqual(f.size.height, 100, accuracy: 1e-9)
        // The sub's top-left corner (0,0) is its centre minus (50,25), turned 90° clockwise: (+25, -50).
        assertPoint(sub.convert(Point(0, 0), to: parent), 125, 25)
        assertPoint(parent.convert(Point(125, 25), to: sub), 0, 0)
        // A point right of the centre on screen is below the centre in the sub's own axes.
        assertPoint(parent.convert(Point(110, 75), to: sub), 50, 15)
    }

    func testBoundsOriginShiftsSubviews() throws {
        let screen = try view(0, 0, 375, 667)
        let scroller = try view(0, 0, 100, 100, in: screen)
        let content = try view(0, 0, 100, 300, in: scroller)
        scroller.bounds.origin = Point(0, 150)    // scrolled down 150
        assertPoint(scroller.convert(Point(10, 10), from: nil), 10, 160)
        assertPoint(content.convert(Point(10, 160), to: scroller), 10, 160)
        assertPoint(scroller.convertToSuperview(Point(10, 160)), 10, 10)
        // Changing bounds.origin leaves the frame alone.
        XCTAssertEqual(scroller.frame, Rect(0, 0, 100, 100))
    }

    func testConversionsAcrossWindowsGoThroughTheScreen() throws {
        let a = Window(engine: engine, frame: Rect(0, 0, 100, 100))
        let b = Window(engine: engine, frame: Rect(50, 60, 100, 100))
        let va = try view(10, 10, 10, 10, in: a)
        let vb = try view(5, 5, 10, 10, in: b)
        assertPoint(va.convert(Point(0, 0), to: vb), 10 - 55, 10 - 65)
        assertPoint(va.convert(Point(1, 2), to: nil), 11, 12)
    }

    func testRectContainsIsHalfOpen() {
        let r = Rect(0, 0, 100, 100)
        XCTAssertTrue(r.contains(Point(0, 0)))
        XCTAssertTrue(r.contains(Point(99, 99)))
        XCTAssertTrue(r.contains(Point(99.999, 0)))
        XCTAssertFalse(r.contains(Point(100, 100)))
        XCTAssertFalse(r.contains(Point(100, 50)))
        XCTAssertFalse(r.contains(Point(-0.001, 50)))
        XCTAssertEqual(r.insetBy(dx: -10, dy: -10), Rect(-10, -10, 120, 120))
    }

    func testTransformAlgebra() {
        let t = AffineTransform.scale(2, 3).concatenating(.translation(5, 7))
        XCTAssertEqual(t.apply(Point(1, 1)), Point(7, 10))
        let back = t.inverted()!.apply(Point(7, 10))
        XCTAssertEqual(back.x, 1, accuracy: 1e-12)
        XCTAssertEqual(back.y, 1, accuracy: 1e-12)
        XCTAssertNil(AffineTransform.scale(0, 1).inverted())
        let r = AffineTransform.rotation(.pi / 2).apply(Point(1, 0))
        XCTAssertEqual(r.x, 0, accuracy: 1e-12)
        XCTAssertEqual(r.y, 1, accuracy: 1e-12)   // y grows downwards: clockwise on screen
    }

    func testNumberFormatting() {
        XCTAssertEqual(formatNumber(52.5), "52.5")
        XCTAssertEqual(formatNumber(-5), "-5")
        XCTAssertEqual(formatNumber(-0.0), "0")
        XCTAssertEqual(formatNumber(66.00000000001), "66")
        XCTAssertEqual(formatNumber(1.0 / 3), "0.333333")
        XCTAssertEqual(Rect(-10, -10, 100, 100).description, "(-10,-10,100,100)")
    }
}
