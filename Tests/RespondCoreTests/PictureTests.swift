import XCTest
@testable import RespondCore

/// What pictures show: names laid out without overlaps, views' places on the
/// screen, the hit test's verdicts.
final class PictureTests: XCTestCase {
    func testNamesNeverOverlapAndAreShortenedToTheirViews() {
        var layout = LabelLayout()
        let big = layout.place(["UIWindow \"main\""], in: Rect(0, 0, 375, 667))
        let sameCorner = layout.place(["UIView \"content\"", "content"], in: Rect(0, 0, 375, 667))
        let hidden = layout.place(["UIView#12"], in: Rect(0, 0, 50, 20))
        let small = layout.place(["UIView \"a rather long name\"", "a rather long name"], in: Rect(200, 100, 50, 20))
        XCTAssertEqual(big?.text, "UIWindow \"main\"")
        XCTAssertEqual(big?.box.minX, 2)
        XCTAssertEqual(sameCorner?.text, "UIView \"content\"")
        XCTAssertNotNil(small)
        XCTAssertEqual(small?.text, "a rat…", "the short form, cut to the view's width")
        XCTAssertEqual(small?.full, "UIView \"a rather long name\"")
        XCTAssertTrue(small?.isShortened ?? false)
        let placed = [big, sameCorner, small].compactMap { $0?.box }
        for i in placed.indices {
            for j in placed.indices where j > i { XCTAssertFalse(placed[i].overlaps(placed[j]), "\(placed[i]) \(placed[j])") }
        }
        for label in [big, sameCorner, small].compactMap({ $0 }) {
            XCTAssertLessThanOrEqual(label.box.size.width, 375)
        }
        XCTAssertNil(hidden, "its only line is taken by the names at the same corner")
        XCTAssertLessThanOrEqual(small!.box.maxX, 250)
        // No room at all: no name (it shows on hover).
        XCTAssertNil(layout.place(["x"], in: Rect(100, 100, 30, 8)))
    }

    func testShortening() {
        XCTAssertEqual(LabelLayout.shorten("abcdef", to: 6), "abcdef")
        XCTAssertEqual(LabelLayout.shorten("abcdef", to: 4), "abc…")
        XCTAssertEqual(LabelLayout.shorten("abcdef", to: 0), "")
    }

    func testInnerBoxOfATurnedView() {
        // A 100×100 square turned by 45°: its inner box is the square of side 100/√2 about its centre.
        let r = 50 * 2.0.squareRoot()
        let quad = [Point(0, -r), Point(r, 0), Point(0, r), Point(-r, 0)]
        let box = LabelLayout.innerBox(of: quad)
        XCTAssertEqual(box.size.width, 100 / 2.0.squareRoot(), accuracy: 0.01)
        XCTAssertEqual(box.midX, 0, accuracy: 1e-6)
        XCTAssertEqual(LabelLayout.innerBox(of: [Point(0, 0), Point(10, 0), Point(10, 5), Point(0, 5)]), Rect(0, 0, 10, 5))
    }

    func testThePictureKnowsPlacesAndVerdicts() throws {
        let engine = Engine()
        let window = Window(engine: engine)
        window.makeKeyAndVisible()
        let a = View(engine: engine, frame: Rect(50, 50, 100, 100))
        a.name = "A"
        let b = View(engine: engine, frame: Rect(50, 50, 100, 100))
        b.name = "B"
        b.userInteractionEnabled = false
        let turned = View(engine: engine, frame: Rect(200, 300, 100, 50))
        turned.transform = .rotation(.pi / 2)
        let away = View(engine: engine, frame: Rect(1000, 100, 10, 10))
        for v in [a, b, turned, away] { try window.addSubview(v) }
        let picture = try ScreenPicture(engine: engine, location: Point(60, 60))
        XCTAssertEqual(picture.items.count, 5)
        let itemA = picture.items.first { $0.view === a }!
        let itemB = picture.items.first { $0.view === b }!
        XCTAssertTrue(itemA.isHit)
        XCTAssertEqual(itemA.chainNumber, 1)
        XCTAssertEqual(itemB.verdict, "skipped: userInteractionEnabled is false")
        XCTAssertEqual(itemB.probePoint, Point(10, 10))
        XCTAssertEqual(itemA.label?.text, "1. UIView \"A\"")
        let itemTurned = picture.items.first { $0.view === turned }!
        XCTAssertEqual(itemTurned.quad[0].x, 275, accuracy: 1e-9, "the top-left corner is now top right")
        XCTAssertEqual(itemTurned.quad[0].y, 275, accuracy: 1e-9)
        let itemAway = picture.items.first { $0.view === away }!
        XCTAssertTrue(itemAway.offScreen)
        XCTAssertEqual(itemAway.beyondMarker, Point(409, 105))
        let boxes = picture.items.compactMap { $0.label?.box }
        for i in boxes.indices { for j in boxes.indices where j > i { XCTAssertFalse(boxes[i].overlaps(boxes[j])) } }
        XCTAssertEqual(a.boundsToScreen, AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 50, ty: 50))
    }
}
