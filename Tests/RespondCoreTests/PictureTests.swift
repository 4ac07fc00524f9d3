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

    /// Issue 35: a picture of a table reads like Xcode's view debugger: labels
    /// and cells named with their text, a cell's content view left unnamed, what
    /// lies in a view that clips to its bounds cut to it, and a legend of marks.
    func testATableReadsLikeTheViewDebugger() throws {
        let engine = Engine()
        let window = Window(engine: engine)
        window.frame = Rect(0, 0, 375, 667)
        try window.makeKeyAndVisible()
        let scroll = View(engine: engine)
        scroll.frame = Rect(0, 100, 375, 100)
        scroll.clipsToBounds = true
        try window.addSubview(scroll)
        let row = Button(engine: engine)
        row.frame = Rect(0, 80, 375, 44)
        try scroll.addSubview(row)
        let title = Label(engine: engine)
        title.frame = Rect(10, 0, 200, 44)
        title.text = "Apple\nand pears, all of them fresh today"
        try row.addSubview(title)
        let picture = try ScreenPicture(engine: engine, location: nil)
        let rowItem = try XCTUnwrap(picture.items.first { $0.view === row })
        XCTAssertEqual(rowItem.clip, Rect(0, 100, 375, 100), "the row is cut to the view that clips")
        XCTAssertNil(picture.items.first { $0.view === scroll }?.clip)
        XCTAssertEqual(ScreenPicture.shownText(of: title), "Apple and pears, all of…")
        XCTAssertEqual(ScreenPicture.shownText(of: row), "Apple and pears, all of…", "a button shows its first label's text")
        XCTAssertEqual(picture.items.first { $0.view === title }?.label?.full, "UILabel#1 'Apple and pears, all of…'")
        let svg = try SVGRenderer(engine: engine).render()
        XCTAssertTrue(svg.contains("<clipPath id=\"clip0\"><rect x=\"0\" y=\"100\" width=\"375\" height=\"100\"/></clipPath>"), svg)
        XCTAssertTrue(svg.contains("<g clip-path=\"url(#clip0)\">"))
        XCTAssertTrue(svg.contains(">marks</text>"))
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

    /// SPEC 11.8: while a view is being animated, pictures draw it (and its
    /// subviews) where it is drawn now and mark its model frame, where hit
    /// testing looks; views not animated are drawn as before.
    func testAViewBeingAnimatedIsDrawnAtItsPresentationWithItsModelFrameMarked() throws {
        let engine = Engine()
        let window = Window(engine: engine)
        window.makeKeyAndVisible()
        let card = View(engine: engine, frame: Rect(0, 100, 100, 100))
        card.name = "card"
        let inner = View(engine: engine, frame: Rect(10, 10, 50, 50))
        let still = View(engine: engine, frame: Rect(20, 500, 80, 40))
        try window.addSubview(card)
        try card.addSubview(inner)
        try window.addSubview(still)
        let before = try SVGRenderer(engine: engine).render()
        let stillQuad = try ScreenPicture(engine: engine, location: nil).items.first { $0.view === still }!.quad

        try engine.animator.animate(duration: 1, delay: 0, curve: .linear, allowUserInteraction: false,
                                    animations: { card.frame = Rect(200, 300, 100, 100) }, completion: nil)
        try engine.clock.advance(by: 0.25)
        let picture = try ScreenPicture(engine: engine, location: Point(250, 350))
        let cardItem = picture.items.first { $0.view === card }!
        XCTAssertEqual(cardItem.quad, [Point(50, 150), Point(150, 150), Point(150, 250), Point(50, 250)],
                       "drawn a quarter of the way (linear)")
        XCTAssertEqual(cardItem.boundsToScreen, AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 50, ty: 150))
        let animated = try XCTUnwrap(cardItem.animation)
        XCTAssertEqual(animated.modelQuad, [Point(200, 300), Point(300, 300), Point(300, 400), Point(200, 400)])
        XCTAssertEqual(animated.modelFrame, Rect(200, 300, 100, 100))
        XCTAssertEqual(animated.presentationFrame, card.presentationFrame)
        XCTAssertTrue(animated.refusesTouches)
        XCTAssertEqual(animated.caption, "UIView \"card\" is being animated: drawn at its presentation (50,150,100,100), "
                       + "touches are tested at its model frame (200,300,100,100), where it refuses them until the "
                       + "animation ends (no allowUserInteraction)")
        XCTAssertEqual(animated.label?.text, "model frame (hit testing)")
        let innerItem = picture.items.first { $0.view === inner }!
        XCTAssertEqual(innerItem.quad[0], Point(60, 160), "a subview moves with the view being animated")
        XCTAssertNil(innerItem.animation, "but is not itself animated")
        XCTAssertEqual(picture.items.first { $0.view === still }!.quad, stillQuad)
        XCTAssertEqual(picture.animatedItems.count, 1)
        XCTAssertEqual(cardItem.verdict, "skipped: being animated (UIView.animate without allowUserInteraction)",
                       "the hit test still looks at the model frame")
        let boxes = picture.items.compactMap { $0.label?.box } + [animated.label!.box]
        for i in boxes.indices { for j in boxes.indices where j > i { XCTAssertFalse(boxes[i].overlaps(boxes[j])) } }

        let svg = try SVGRenderer(engine: engine).render()
        XCTAssertTrue(svg.contains("<polygon class=\"view\" points=\"50,150 150,150 150,250 50,250\""), svg)
        XCTAssertTrue(svg.contains("<polygon class=\"model-frame\" points=\"200,300 300,300 300,400 200,400\" fill=\"none\""), svg)
        XCTAssertTrue(svg.contains("stroke-dasharray=\"6,3\"><title>UIView &quot;card&quot; is being animated"), svg)
        XCTAssertTrue(svg.contains(">model frame (hit testing)</text>"), svg)
        XCTAssertTrue(svg.contains(">being animated</text>"), svg)

        // In Chinese: the caption, the mark on the model frame (placed by its
        // width: a Chinese character takes two columns) and the legend.
        Language.current = .zh
        defer { Language.current = .en }
        let chinese = try ScreenPicture(engine: engine, location: Point(250, 350))
        let chineseCard = try XCTUnwrap(chinese.items.first { $0.view === card }?.animation)
        XCTAssertEqual(chineseCard.caption, "UIView \"card\" 正在动画中：画在它的呈现位置 (50,150,100,100)，"
                       + "触摸按它的模型 frame (200,300,100,100) 测试，而且在动画结束之前它拒绝触摸（没有 allowUserInteraction）")
        XCTAssertEqual(chineseCard.label?.text, "模型 frame（命中测试用）")
        XCTAssertEqual(chineseCard.label?.box.size.width, LabelLayout.width(of: "模型 frame（命中测试用）"))
        XCTAssertEqual(LabelLayout.width(of: "模型 frame（命中测试用）"), 24 * LabelLayout.characterWidth)
        XCTAssertEqual(LabelLayout.shorten("模型 frame（命中测试用）", to: 9), "模型 fra…")
        XCTAssertEqual(LabelLayout.shorten("模型模型", to: 6), "模型…")
        XCTAssertEqual(LabelLayout.shorten("模型模型", to: 5), "模型…")
        XCTAssertEqual(LabelLayout.shorten("模型模型", to: 4), "模…")
        var options = SVGRenderer.Options()
        options.location = Point(250, 350)
        let zhSVG = try SVGRenderer(engine: engine, options: options).render()
        for text in [">正在动画中</text>", ">在 (250,350) 的命中测试</text>", ">响应者链</text>", ">模型 frame（命中测试用）</text>"] {
            XCTAssertTrue(zhSVG.contains(text), text)
        }
        XCTAssertTrue(zhSVG.contains("UIView &quot;card&quot;：跳过：正在动画中"), zhSVG)
        Language.current = .en

        // allowUserInteraction: the caption does not say it refuses touches.
        try engine.clock.settle()
        try engine.animator.animate(duration: 1, delay: 0, curve: .linear, allowUserInteraction: true,
                                    animations: { card.frame = Rect(0, 100, 100, 100) }, completion: nil)
        let allowed = try XCTUnwrap(try ScreenPicture(engine: engine, location: nil).animatedItems.first?.animation)
        XCTAssertFalse(allowed.refusesTouches)
        XCTAssertFalse(allowed.caption.contains("refuses"), allowed.caption)
        // Over: the same bytes as before any animation.
        try engine.clock.settle()
        XCTAssertEqual(try SVGRenderer(engine: engine).render(), before)
    }
}
