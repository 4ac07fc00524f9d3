import XCTest
@testable import RespondCore

/// Reading `recursiveDescription` / `_printHierarchy` dumps and building them, without Lua.
final class HierarchyImportTests: XCTestCase {
    let engine = Engine()

    func parse(_ text: String, source: String = "(text)") throws -> HierarchyDump {
        try HierarchyDumpParser.parse(text, source: source)
    }

    func build(_ text: String) throws -> ImportedHierarchy {
        try HierarchyBuilder(engine: engine).build(try parse(text))
    }

    func assertError(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try parse(text), file: file, line: line) { error in
            XCTAssertEqual("\(error)", expected, file: file, line: line)
        }
    }

    /// The hit view's label at a screen point.
    func hit(_ x: Double, _ y: Double) throws -> String {
        try engine.application.hitTest(screenPoint: Point(x, y), event: nil)?.view.label ?? "nothing"
    }

    // MARK: Fields

    func testEveryField() throws {
        let dump = try parse("""
            <UIView: 0x7fa1c8d0d010; frame = (161.333 -15.3281; 1e-05 20.5); transform = [1, 0, 0, 1, 0, 0]; hidden = YES; alpha = 0.5; opaque = NO; autoresize = W+H; userInteractionEnabled = NO; clipsToBounds = YES; tag = 5; gestureRecognizers = <NSArray: 0x600000c5e0a0>; backgroundColor = UIExtendedSRGBColorSpace 1 0.5 0 1; layer = <CALayer: 0x600000b2c0a0>>
            """)
        let v = dump.views[0]
        XCTAssertEqual(v.className, "UIView")
        XCTAssertEqual(v.address, "0x7fa1c8d0d010")
        XCTAssertEqual(v.frame, Rect(161.333, -15.3281, 1e-05, 20.5))
        XCTAssertEqual(v.transform, .identity)
        XCTAssertEqual(v.hidden, true)
        XCTAssertEqual(v.alpha, 0.5)
        XCTAssertEqual(v.opaque, false)
        XCTAssertEqual(v.autoresize, "W+H")
        XCTAssertEqual(v.userInteractionEnabled, false)
        XCTAssertEqual(v.clipsToBounds, true)
        XCTAssertEqual(v.tag, 5)
        XCTAssertEqual(v.gestureRecognizers, "<NSArray: 0x600000c5e0a0>")
        XCTAssertEqual(v.backgroundColor, "UIExtendedSRGBColorSpace 1 0.5 0 1")
        XCTAssertEqual(v.backgroundColorHex, "#ff8000")
        XCTAssertEqual(v.layer, "<CALayer: 0x600000b2c0a0>")
        XCTAssertEqual(v.layerClass, "CALayer")
        XCTAssertEqual(v.name, "0x7fa1c8d0d010")
        XCTAssertEqual(dump.warnings, [])
    }

    func testDefaultsWhenFieldsAreAbsent() throws {
        let v = try parse("<UILabel: 0x1; frame = (0 0; 10 10)>").views[0]
        XCTAssertEqual(v.userInteractionEnabled, true, "absent means YES, for labels too")
        XCTAssertEqual(v.hidden, false)
        XCTAssertEqual(v.alpha, 1)
        XCTAssertEqual(v.clipsToBounds, false)
        XCTAssertEqual(v.tag, 0)
        XCTAssertNil(v.transform)
        XCTAssertNil(v.text)
    }

    func testTextMayHoldSemicolonsQuotesAndBrackets() throws {
        let dump = try parse("""
            <UILabel: 0x7f01; frame = (0 0; 100 20); text = 'Tom's <b>; bold</b> 'n' more'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6001>>
               | <UILabel: 0x7f02; frame = (0 20; 100 20); text = ''; layer = <_UILabelLayer: 0x6002>>
               | <UILabel: 0x7f03; frame = (0 40; 100 20); text = 'last field'>
            """)
        XCTAssertEqual(dump.views[0].text, "Tom's <b>; bold</b> 'n' more")
        XCTAssertEqual(dump.views[0].userInteractionEnabled, false, "the fields after the text are read")
        XCTAssertEqual(dump.views[0].name, "Tom's <b>; bold</b> 'n' more")
        XCTAssertEqual(dump.views[1].text, "")
        XCTAssertEqual(dump.views[1].name, "0x7f02", "an empty text does not name the view")
        XCTAssertEqual(dump.views[2].text, "last field")
    }

    func testTextOverSeveralLines() throws {
        let dump = try parse("""
            <UIView: 0x7f01; frame = (0 0; 100 100)>
               | <UITextView: 0x7f02; frame = (0 0; 100 60); text = 'first line
            second; line'; clipsToBounds = YES; layer = <CALayer: 0x6002>; contentOffset: {0, 0}; contentSize: {100, 71}>
               | <UIView: 0x7f03; frame = (0 60; 100 40)>
            """)
        XCTAssertEqual(dump.views.count, 3)
        XCTAssertEqual(dump.views[1].text, "first line\nsecond; line")
        XCTAssertEqual(dump.views[1].clipsToBounds, true)
        XCTAssertEqual(dump.views[2].line, 4)
        XCTAssertEqual(dump.views[2].parent, 0)
    }

    func testScrollViewFields() throws {
        let v = try parse("""
            <UITableView: 0x7f8; frame = (0 0; 414 896); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x6000>; layer = <CALayer: 0x6000>; contentOffset: {0, -140}; contentSize: {414, 70.000100000000003}; adjustedContentInset: {140, 0, 34, 0}; dataSource: <_UIFilteredDataSource: 0x6000; name = x>>
            """).views[0]
        XCTAssertEqual(v.contentOffset, Point(0, -140))
        XCTAssertEqual(v.contentSize, Size(414, 70.000100000000003))
        XCTAssertEqual(v.clipsToBounds, true)
    }

    func testNestedValuesAreSkippedWhole() throws {
        let v = try parse("""
            <UIView: 0x78f90030; frame = (10 440; 300 30); animations = { <UIMotionEffectGroup: 0x78f8e9e0>=<CAAnimationGroup: 0x78eb4890>; position=<CABasicAnimation: 0x1; keyPath = position>; }; backgroundColor = <UIDynamicSystemColor: 0x600001763580; name = tableBackgroundColor>; unknownThing = (a; b); tag = 7; layer = <CALayer: 0x78f90440>>
            """).views[0]
        XCTAssertEqual(v.tag, 7)
        XCTAssertEqual(v.backgroundColor, "<UIDynamicSystemColor: 0x600001763580; name = tableBackgroundColor>")
        XCTAssertNil(v.backgroundColorHex, "a named colour has no components")
        XCTAssertEqual(v.layer, "<CALayer: 0x78f90440>")
    }

    func testClassNamesAndBaseClasses() throws {
        let dump = try parse("""
            <iConsoleWindow: 0x17d23ac0; baseClass = UIWindow; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x17d237c0>>
               | <MyApp.RoundButton: 0x100224950; baseClass = UIButton; frame = (60 60; 100 100); opaque = NO; layer = <CALayer: 0x17002a1a0>>
               | <_UIBarBackground: 0x1; frame = (0 0; 320 64)>
               | <SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>: 0x10900bc00; frame = (0 0; 120 60); autoresize = W+H>
               | <QLOrthogonalScrollerEmbeddedScrollView: 0x7fd12d02aa00; baseClass = UICollectionView; frame = (0 0; 404 40); contentOffset: {68, 0}; contentSize: {472.16666666666663, 40}>
               | <UICollectionView: 0x2; frame = (0 0; 10 10)>
               | <MyApp.FeedView: 0x3; frame = (0 0; 10 10); contentOffset: {0, 0}>
               | <UISwitch: 0x4; frame = (0 0; 51 31)>
            """)
        XCTAssertEqual(dump.views.map(\.className), [
            "iConsoleWindow", "MyApp.RoundButton", "_UIBarBackground",
            "SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>",
            "QLOrthogonalScrollerEmbeddedScrollView", "UICollectionView", "MyApp.FeedView", "UISwitch",
        ])
        XCTAssertEqual(dump.views[1].baseClass, "UIButton")
        XCTAssertEqual(dump.views.map { dump.kinds[$0.className]! },
                       [.window, .button, .view, .view, .collectionView, .collectionView, .scrollView, .switchControl])
    }

    func testAddressesStrippedBySnapshotTests() throws {
        let dump = try parse("""
            <UIView; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer>>
               | <UILabel; frame = (20 20; 100 20); text = 'Hi'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
               | <UIButton; frame = (20 60; 100 44); opaque = NO; layer = <CALayer>>
            """)
        XCTAssertEqual(dump.views.map(\.name), [nil, "Hi", nil])
        XCTAssertEqual(dump.views.map(\.address), [nil, nil, nil])
        let imported = try HierarchyBuilder(engine: engine).build(dump)
        XCTAssertEqual(imported.views.map(\.label), ["UIView#1", "UILabel \"Hi\"", "UIButton#1"])
    }

    func testTrailingTextAfterTheDescription() throws {
        let dump = try parse("""
            <UIView: 0x76935f0; frame = (0 20; 320 460); layer = <CALayer: 0x7693650>>
               | <UIImageView: 0x76929d0; frame = (1 1; 61 43); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x7692380>> - (null)
               | <UIImageView: 0x76929d1; frame = (1 1; 61 43); layer = <CALayer: 0x7692381>> - arrow.png
            """)
        XCTAssertEqual(dump.views.count, 3)
        XCTAssertEqual(dump.warnings, [])
    }

    func testALogPrefixBeforeTheRoot() throws {
        let dump = try parse("""
            2013-08-17 21:04:53.358 UIViewControllerTest[60940:11303] <UIView: 0x76935f0; frame = (0 20; 320 460); autoresize = W+H; layer = <CALayer: 0x7693650>>
               | <UIRoundedRectButton: 0x7692130; frame = (25 397; 63 44); opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x7691940>>
            """)
        XCTAssertEqual(dump.views.map(\.className), ["UIView", "UIRoundedRectButton"])
        XCTAssertEqual(dump.views[1].parent, 0)
        XCTAssertEqual(dump.warnings, [])
    }

    // MARK: Indentation

    func testModernAndOldPipesAndSpaces() throws {
        let modern = try parse("""
            <UIView: 0x1; frame = (0 0; 100 100)>
               | <UIView: 0x2; frame = (0 0; 50 50)>
               |    | <UIView: 0x3; frame = (0 0; 10 10)>
               |    |    | <UIView: 0x4; frame = (0 0; 5 5)>
               | <UIView: 0x5; frame = (50 50; 50 50)>
            """)
        let old = try parse("""
            <UIView: 0x1; frame = (0 0; 100 100)>
            | <UIView: 0x2; frame = (0 0; 50 50)>
            | | <UIView: 0x3; frame = (0 0; 10 10)>
            | | | <UIView: 0x4; frame = (0 0; 5 5)>
            | <UIView: 0x5; frame = (50 50; 50 50)>
            """)
        let squeezed = try parse("""
            <UIView: 0x1; frame = (0 0; 100 100)>
            |<UIView: 0x2; frame = (0 0; 50 50)>
            ||<UIView: 0x3; frame = (0 0; 10 10)>
            |||<UIView: 0x4; frame = (0 0; 5 5)>
            |<UIView: 0x5; frame = (50 50; 50 50)>
            """)
        let spaces = try parse("""
              <UIView: 0x1; frame = (0 0; 100 100)>
                <UIView: 0x2; frame = (0 0; 50 50)>
                   <UIView: 0x3; frame = (0 0; 10 10)>
                       <UIView: 0x4; frame = (0 0; 5 5)>
                <UIView: 0x5; frame = (50 50; 50 50)>
            """)
        for dump in [modern, old, squeezed, spaces] {
            XCTAssertEqual(dump.views.map(\.parent), [nil, 0, 1, 2, 0])
            XCTAssertEqual(dump.views.map(\.depth), [0, 1, 2, 3, 1])
            XCTAssertEqual(dump.views[0].subviews, [1, 4])
        }
    }

    func testADumpCopiedFromTheMiddleStartsAtItsFirstLine() throws {
        let dump = try parse("""
               |    | <UIView: 0x3; frame = (0 0; 10 10)>
               |    |    | <UIView: 0x4; frame = (0 0; 5 5)>
            """)
        XCTAssertEqual(dump.views.map(\.parent), [nil, 0])
    }

    // MARK: Skipped lines

    func testALineThatIsNotAViewIsSkippedWithAWarning() throws {
        let dump = try parse("""
            (lldb) po UIApplication.shared.keyWindow?.recursiveDescription()
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | CardView(title: "Hello", id: 3)
               |    | <UILabel: 0x3; frame = (10 10; 100 20); text = 'Hello'>
               | <UIView: 0x4; frame = (0 0; 10 10)>
               | <MyView: 0x5>

            """)
        XCTAssertEqual(dump.views.map(\.className), ["UIWindow", "UILabel", "UIView"])
        XCTAssertEqual(dump.views.map(\.parent), [nil, 0, 0], "the label goes to the skipped view's superview")
        XCTAssertEqual(dump.warnings.map(\.description), [
            "(text):1: skipped (not a view description): (lldb) po UIApplication.shared.keyWindow?.recursiveDescription()",
            "(text):3: skipped (not a view description): CardView(title: \"Hello\", id: 3) (the views under it are put in its superview, at their printed frames)",
            "(text):6: skipped (no frame): <MyView: 0x5>",
        ])
    }

    func testSkippedLinesInADumpIndentedWithSpaces() throws {
        let dump = try parse("""
            <UIView: 0x1; frame = (0 0; 100 100)>
                <UIView: 0x2; frame = (0 0; 50 50)>
                CardView(title: "x")
                    <UILabel: 0x3; frame = (0 0; 10 10)>
                <UIView: 0x4; frame = (50 50; 50 50)>
            """)
        XCTAssertEqual(dump.views.map(\.parent), [nil, 0, 0, 0], "the label goes to the skipped line's superview, not to 0x2")
        XCTAssertEqual(dump.views.map(\.depth), [0, 1, 1, 1])
        XCTAssertEqual(dump.warnings.map(\.line), [3])
    }

    func testAWindowInsideAViewIsImportedAsAView() throws {
        let imported = try build("""
            <UIView: 0x1; frame = (0 0; 100 100)>
               | <UITextEffectsWindow: 0x2; frame = (0 0; 50 50); layer = <UIWindowLayer: 0x3>>
            """)
        XCTAssertFalse(imported.views[1] is Window)
        XCTAssertEqual(imported.views[1].label, "UITextEffectsWindow \"0x2\"")
        XCTAssertEqual(imported.warnings.map(\.description),
                       ["(text):2: UITextEffectsWindow is a window inside another view: imported as a view of that class"])
    }

    // MARK: Bad input

    func testBadInputNamesTheLine() throws {
        assertError("", "(text):1: no view description found (a recursiveDescription line looks like <UIView: 0x7fa1c8d0d010; frame = (0 0; 375 667); ...>)")
        assertError("hello\nworld\n", "(text):1: no view description found (a recursiveDescription line looks like <UIView: 0x7fa1c8d0d010; frame = (0 0; 375 667); ...>)")
        assertError("""
            <UIView: 0x1; frame = (0 0; 100 100)>
               | <UIView: 0x2; frame = (0 0; 50 50)>
               |    |    | <UIView: 0x3; frame = (0 0; 10 10)>
            """, "(text):3: 2 levels deeper than line 2 above it (a subview is one '|' deeper than its superview)")
        assertError("""
            <UIView: 0x1; frame = (0 0; 100 100)>
               | <UIView: 0x2; frame = (0 0; abc 10)>
            """, "(text):2: frame: the width 'abc' is not a number")
        assertError("<UIView: 0x1; frame = (0 0; 100)>", "(text):1: frame: expected (x y; width height), got '(0 0; 100)'")
        assertError("<UIView: 0x1; frame = (0 0; 100 100); transform = [1, 0, 0, 1, 0]>",
                    "(text):1: transform: expected [a, b, c, d, tx, ty], got '[1, 0, 0, 1, 0]'")
        assertError("<UIView: 0x1; frame = (0 0; 100 100); transform = [1, 0, 0, x, 0, 0]>",
                    "(text):1: transform: the d 'x' is not a number")
        assertError("<UIView: 0x1; frame = (0 0; 100 100); alpha = half>", "(text):1: alpha: 'half' is not a number")
        assertError("<UIView: 0x1; frame = (0 0; 100 100); hidden = maybe>", "(text):1: hidden: expected YES or NO, got 'maybe'")
        assertError("<UIView: 0x1; frame = (0 0; 100 100); tag = 1.5>", "(text):1: tag: '1.5' is not a whole number")
        // Not finite: read as UIKit uses it (issue 34), with a warning, not refused.
        let nan = try HierarchyDumpParser.parse("<UIView: 0x1; frame = (0 0; nan 100)>", source: "(text)")
        XCTAssertEqual(nan.views[0].frame, Rect.zero)
        XCTAssertEqual(nan.warnings.map(\.description), ["(text):1: UIView: frame = (0 0; nan 100): no point is inside it, so the view and its subviews take no touches (read as an empty frame at 0, 0)"])
        assertError("<UIScrollView: 0x1; frame = (0 0; 100 100); contentOffset: {0, y}>",
                    "(text):1: contentOffset: the y 'y' is not a number")
        assertError("<UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>", "(text):1: the description is not closed ('>' missing)")
        assertError("<UILabel: 0x1; frame = (0 0; 100 100); text = 'open\n", "(text):1: text: the closing quote is missing")
        assertError("""
            <UIView: 0x1; frame = (0 0; 100 100)>
            <UIView: 0x2; frame = (0 0; 100 100)>
            """, "(text):2: a second top-level view: line 1 is the root, and a dump has one root")
        assertError("""
               | <UIView: 0x1; frame = (0 0; 100 100)>
            <UIView: 0x2; frame = (0 0; 100 100)>
            """, "(text):2: less indented than the root view (line 1)")
        assertError("""
            <UIView: 0x1; frame = (0 0; 100 100)>
                <UIView: 0x2; frame = (0 0; 100 100)>
              <UIView: 0x3; frame = (0 0; 100 100)>
            """, "(text):3: the indentation (2 columns) matches no line above it")
        XCTAssertThrowsError(try parse("<UIView: 0x1; frame = (0 0; x 1)>", source: "app.txt")) { error in
            XCTAssertEqual("\(error)", "app.txt:1: frame: the width 'x' is not a number")
        }
    }

    // MARK: Geometry

    func geometry(_ frame: String, _ transform: String) throws -> (size: Size, center: Point) {
        let v = try parse("<UIView: 0x1; frame = \(frame); transform = \(transform)>").views[0]
        return HierarchyBuilder.geometry(frame: v.frame, transform: v.transform)
    }

    /// The frame UIKit would print for bounds `size` at `center` with `t`: %g of the box.
    func printedFrame(_ size: Size, _ center: Point, _ t: RespondCore.AffineTransform) -> String {
        let box = Rect(-size.width / 2, -size.height / 2, size.width, size.height).applying(t).offsetBy(dx: center.x, dy: center.y)
        return "(\(formatNumber(box.origin.x)) \(formatNumber(box.origin.y)); \(formatNumber(box.size.width)) \(formatNumber(box.size.height)))"
    }

    func printed(_ t: RespondCore.AffineTransform) -> String {
        "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { "\($0)" }.joined(separator: ", ") + "]"
    }

    func testRotationOf22AndAHalfDegrees() throws {
        // As an iOS 17 simulator printed a 100×100 view at (0, 0) turned by π/8.
        let square = try geometry("(-15.3281 -15.3281; 130.656 130.656)",
                                  "[0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]")
        XCTAssertEqual(square.size, Size(100, 100))
        XCTAssertEqual(square.center, Point(50, 50))
        let t = AffineTransform.rotation(.pi / 8)
        let frame = printedFrame(Size(120, 40), Point(200.5, 300.25), t)
        XCTAssertEqual(frame, "(137.414 258.811; 126.173 82.8772)")
        let wide = try geometry(frame, printed(t))
        XCTAssertEqual(wide.size, Size(120, 40))
        XCTAssertEqual(wide.center, Point(200.5, 300.25))
    }

    func testRotationOf90Degrees() throws {
        let t = AffineTransform.rotation(.pi / 2)
        XCTAssertEqual(printed(t), "[6.123233995736766e-17, 1.0, -1.0, 6.123233995736766e-17, 0.0, 0.0]")
        let g = try geometry("(75 50; 50 100)", printed(t))
        XCTAssertEqual(g.size, Size(100, 50), "the frame is tall, the bounds wide")
        XCTAssertEqual(g.center, Point(100, 100))
        let flipped = try geometry("(75 50; 50 100)", "[0, -1, 1, 0, 0, 0]")
        XCTAssertEqual(flipped.size, Size(100, 50))
    }

    func testScaleAndTranslation() throws {
        let scaled = try geometry("(10 10; 60 40)", "[2, 0, 0, 2, 0, 0]")
        XCTAssertEqual(scaled.size, Size(30, 20))
        XCTAssertEqual(scaled.center, Point(40, 30))
        let moved = try geometry("(141 508; 136 102)", "[1, 0, 0, 1, 30, -60]")
        XCTAssertEqual(moved.size, Size(136, 102))
        XCTAssertEqual(moved.center, Point(179, 619), "the centre is the frame's less the translation")
        let mixed = try geometry("(0 1; 320 426)", "[0.5, 0, 0, 0.5, 0, 0]")
        XCTAssertEqual(mixed.size, Size(640, 852))
        XCTAssertEqual(mixed.center, Point(160, 214))
    }

    func testExactly45DegreesIsTakenAsASquare() throws {
        let g = try geometry("(-20.7107 -20.7107; 141.421 141.421)",
                             "[0.70710678118654757, 0.70710678118654746, -0.70710678118654746, 0.70710678118654757, 0, 0]")
        XCTAssertEqual(g.size, Size(100, 100))
        XCTAssertEqual(g.center, Point(50, 50))
    }

    func testTransformedViewsHitAsTheRotatedRectangle() throws {
        let t = AffineTransform.rotation(.pi / 8)
        _ = try build("""
            <UIView: 0x1; frame = (0 0; 400 400)>
               | <UIView: 0x2; frame = \(printedFrame(Size(120, 40), Point(200, 200), t)); transform = \(printed(t))>
            """)
        // Along the rotated long axis, 55 pt from the centre: inside. At the box's corner: outside.
        XCTAssertEqual(try hit(200 + 55 * cos(.pi / 8), 200 + 55 * sin(.pi / 8)), "UIView \"0x2\"")
        XCTAssertEqual(try hit(200 - 55 * cos(.pi / 8), 200 - 55 * sin(.pi / 8)), "UIView \"0x2\"")
        XCTAssertEqual(try hit(140, 160), "UIView \"0x1\"", "in the box around it, not in the view")
    }

    // MARK: Building

    func testBuildsWindowRootedDumps() throws {
        let imported = try build("""
            <UIWindow: 0x7f01; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x6001>; layer = <UIWindowLayer: 0x6002>>
               | <MyApp.CardView: 0x7f02; frame = (20 100; 350 200); layer = <CALayer: 0x6003>>
               |    | <UILabel: 0x7f03; frame = (10 10; 200 20); text = 'Title'; layer = <_UILabelLayer: 0x6004>>
               |    | <UIImageView: 0x7f04; frame = (10 40; 40 40); layer = <CALayer: 0x6005>>
               | <MyApp.CardView: 0x7f05; frame = (20 400; 350 200); hidden = YES; layer = <CALayer: 0x6006>>
            """)
        XCTAssertTrue(imported.root === imported.window)
        XCTAssertEqual(imported.window.frame, Rect(0, 0, 390, 844))
        XCTAssertTrue(imported.window.isKeyWindow)
        XCTAssertFalse(imported.window.hidden)
        XCTAssertEqual(imported.views.map(\.label), [
            "UIWindow \"0x7f01\"", "MyApp.CardView \"0x7f02\"", "UILabel \"Title\"", "UIImageView \"0x7f04\"", "MyApp.CardView \"0x7f05\"",
        ])
        XCTAssertTrue(imported.views[2] is Label)
        XCTAssertEqual((imported.views[2] as! Label).text, "Title")
        XCTAssertTrue(imported.views[2].userInteractionEnabled, "absent means YES, though the engine's UILabel starts with NO")
        XCTAssertTrue(imported.views[3].userInteractionEnabled)
        XCTAssertEqual(imported.window.subviews.map(\.label), ["MyApp.CardView \"0x7f02\"", "MyApp.CardView \"0x7f05\""])
        XCTAssertEqual(try hit(40, 120), "UILabel \"Title\"")
        XCTAssertEqual(try hit(40, 160), "UIImageView \"0x7f04\"")
        XCTAssertEqual(try hit(300, 250), "MyApp.CardView \"0x7f02\"")
        XCTAssertEqual(try hit(300, 500), "UIWindow \"0x7f01\"", "the hidden card is skipped")
    }

    func testOtherRootsGoInANewKeyWindowAtTheirFrame() throws {
        let imported = try build("""
            <UIView: 0x7f01; frame = (10 20; 300 400)>
               | <UIButton: 0x7f02; frame = (10 10; 100 44)>
               | <UIView: 0x7f03; frame = (0 0; 300 400); alpha = 0.005>
               | <UIView: 0x7f04; frame = (0 100; 300 100); alpha = 0.01>
            """)
        XCTAssertFalse(imported.root === imported.window)
        XCTAssertTrue(imported.root.superview === imported.window)
        XCTAssertEqual(imported.root.frame, Rect(10, 20, 300, 400))
        XCTAssertEqual(imported.window.frame, engine.screen)
        XCTAssertTrue(imported.window.isKeyWindow)
        XCTAssertTrue(imported.views[1] is Button)
        XCTAssertEqual(try hit(30, 40), "UIButton \"0x7f02\"", "the nearly transparent view (alpha 0.005) is skipped")
        XCTAssertEqual(try hit(30, 130), "UIView \"0x7f04\"", "alpha 0.01 still takes touches")
        XCTAssertEqual(try hit(5, 5), "UIWindow#1")
    }

    func testNegativeContentOffset() throws {
        let imported = try build("""
            <UITableView: 0x7f01; frame = (0 0; 375 667); clipsToBounds = YES; contentOffset: {0, -88}; contentSize: {375, 1000}>
               | <UITableViewCell: 0x7f02; frame = (0 0; 375 44)>
               | <UITableViewCell: 0x7f03; frame = (0 44; 375 44)>
            """)
        let table = try XCTUnwrap(imported.root as? ScrollView)
        XCTAssertEqual(table.bounds, Rect(0, -88, 375, 667))
        XCTAssertEqual(table.contentSize, Size(375, 1000))
        XCTAssertEqual(table.className, "UITableView")
        XCTAssertEqual(try hit(10, 50), "UITableView \"0x7f01\"", "above the first cell: the inset")
        XCTAssertEqual(try hit(10, 100), "UITableViewCell \"0x7f02\"")
        XCTAssertEqual(try hit(10, 140), "UITableViewCell \"0x7f03\"")
    }

    func testViewControllersAttachByAddress() throws {
        var dump = try parse("""
            <UIWindow: 0x7f01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6001>>
               | <UITransitionView: 0x7f02; frame = (0 0; 375 667)>
               |    | <UILayoutContainerView: 0x7f03; frame = (0 0; 375 667)>
               |    |    | <UIView: 0x7f04; frame = (0 0; 375 667)>
               |    |    |    | <UIButton: 0x7f05; frame = (10 10; 100 44)>
            """)
        dump.controllers = try HierarchyDumpParser.parse("""
            <MyApp.RootViewController 0x7c01>, state: disappeared, view: <UIView 0x7f99> not in the window
               + <UINavigationController 0x7c02>, state: appeared, view: <UILayoutContainerView 0x7f03>, presented with: <_UIFullscreenPresentationController 0x7c09>
               |    | <MyApp.ListViewController 0x7c03>, state: appeared, view: <UIView 0x7f04>
               |    | <MyApp.DetailViewController 0x7c04>, state: disappeared, view: (view not loaded)
            """, source: "vcs.txt", controllersOnly: true).controllers
        let imported = try HierarchyBuilder(engine: engine).build(dump)
        XCTAssertEqual(imported.controllers.map(\.label), [
            "MyApp.RootViewController \"0x7c01\"", "UINavigationController \"0x7c02\"",
            "MyApp.ListViewController \"0x7c03\"", "MyApp.DetailViewController \"0x7c04\"",
        ])
        XCTAssertEqual(imported.warnings, [])
        let chain = try imported.views[4].responderChain().map(\.label)
        XCTAssertEqual(chain, [
            "UIButton \"0x7f05\"", "UIView \"0x7f04\"", "MyApp.ListViewController \"0x7c03\"", "UILayoutContainerView \"0x7f03\"",
            "UINavigationController \"0x7c02\"", "MyApp.RootViewController \"0x7c01\"", "UIWindow \"0x7f01\"", "UIApplication",
        ])
        XCTAssertEqual(imported.views[3].frame, Rect(0, 0, 375, 667), "no view moved")
        XCTAssertTrue(imported.views[2].superview === imported.views[1])
        XCTAssertEqual(imported.controllers[1].children.map(\.label), ["MyApp.ListViewController \"0x7c03\"", "MyApp.DetailViewController \"0x7c04\""])
        // The engine's navigation controller (issue 34): the stack is its children, and
        // the top's view is loaded as setViewControllers loads it, but shown nowhere.
        let nav = try XCTUnwrap(imported.controllers[1] as? NavigationController)
        XCTAssertEqual(nav.viewControllers.map(\.label), ["MyApp.ListViewController \"0x7c03\"", "MyApp.DetailViewController \"0x7c04\""])
        XCTAssertNil(imported.controllers[3].viewIfLoaded?.superview)
        XCTAssertTrue(imported.views[2].gestureRecognizers.contains { $0 === nav.interactivePopGestureRecognizer })
    }

    func testControllerLinesInTheSameText() throws {
        let dump = try parse("""
            <UIView: 0x7f01; frame = (0 0; 375 667)>

            <MyApp.ViewController 0x7c01>, state: appeared, view: <UIView 0x7f01>
            """)
        XCTAssertEqual(dump.views.count, 1)
        XCTAssertEqual(dump.controllers.map(\.className), ["MyApp.ViewController"])
        XCTAssertEqual(dump.controllers[0].viewAddress, "0x7f01")
        XCTAssertEqual(dump.controllers[0].state, "appeared")
        let imported = try HierarchyBuilder(engine: engine).build(dump)
        XCTAssertEqual(try imported.root.responderChain().map(\.label),
                       ["UIView \"0x7f01\"", "MyApp.ViewController \"0x7c01\"", "UIWindow#1", "UIApplication"])
    }

    func testControllerLineShapes() throws {
        let dump = try HierarchyDumpParser.parse("""
            <UITabBarController>, state: appeared, view: <UILayoutContainerView>
               | <SwiftUI.UIHostingController<SwiftUI.AnyView> 0x7c02>, state: appeared, view: <SwiftUI._UIHostingView<SwiftUI.AnyView> 0x7f02>
               | <UIViewController>, state: disappeared, view: (view not loaded)
               + <BKLookupViewController 0x102a05800>, state: appeared, view: <UILayoutContainerView 0x11827eec0>, presented with: <_UIOverFullscreenPresentationController 0x11827ce60>
            """, source: "vcs.txt", controllersOnly: true)
        let c = dump.controllers
        XCTAssertEqual(c.map(\.className), ["UITabBarController", "SwiftUI.UIHostingController<SwiftUI.AnyView>", "UIViewController", "BKLookupViewController"])
        XCTAssertEqual(c.map(\.address), [nil, "0x7c02", nil, "0x102a05800"])
        XCTAssertEqual(c.map(\.viewClassName), ["UILayoutContainerView", "SwiftUI._UIHostingView<SwiftUI.AnyView>", nil, "UILayoutContainerView"])
        XCTAssertEqual(c.map(\.viewAddress), [nil, "0x7f02", nil, "0x11827eec0"])
        XCTAssertEqual(c.map(\.viewLoaded), [true, true, false, true])
        XCTAssertEqual(c.map(\.state), ["appeared", "appeared", "disappeared", "appeared"])
        XCTAssertEqual(c.map(\.presented), [false, false, false, true])
        XCTAssertEqual(c.map(\.parent), [nil, 0, 0, 0])
    }

    func testBadControllerLines() {
        assertError("""
            <UIView: 0x7f01; frame = (0 0; 375 667)>
            <A 0x1>, state: appeared, view: <UIView 0x7f01>
               + <B 0x2>, state: appeared, view: <UIView 0x9>
               + <C 0x3>, state: appeared, view: <UIView 0x8>
            """, "(text):4: A already presents B (line 3); a controller presents one at a time")
        XCTAssertThrowsError(try HierarchyDumpParser.parse("<UIView: 0x7f01; frame = (0 0; 375 667)>", source: "vcs.txt",
                                                           controllersOnly: true)) { error in
            XCTAssertEqual("\(error)", "vcs.txt:1: a view description, where view controllers (_printHierarchy lines) were expected")
        }
    }
    // MARK: Issue 20

    /// Item 8: log-prefixed lines whose quote never closes used to be read again to
    /// the end of the text for every line (1.1 MB: 17.7 s; these 4 MB: hours). Now
    /// the first such line is an error naming it, at once.
    func testLogLinesWithAnUnclosedQuoteFailAtTheirLine() {
        let prefix = "2024-05-01 10:00:00.000 App[123:456] "
        let text = prefix + "<UIWindow: 0x1; frame = (0 0; 390 844)>\n"
            + String(repeating: prefix + "   | <UILabel: 0x3; frame = (0 0; 10 10); text = 'never closed\n", count: 60000)
        XCTAssertGreaterThan(text.utf8.count, 4_000_000)
        assertError(text, "(text):2: text: the closing quote is missing")
    }

    /// Item 8: reading is charged as it goes, in proportion to the text's size.
    func testReadingIsChargedToTheWorkMeter() throws {
        let text = "<UIWindow: 0x1; frame = (0 0; 390 844)>\n"
            + String(repeating: "   | <UILabel: 0x3; frame = (0 0; 10 10); text = 'a ' b'; layer = <CALayer: 0x4>>\n", count: 10000)
        var charged = 0
        _ = try HierarchyDumpParser.parse(text, source: "(text)", work: { charged += $0 })
        XCTAssertGreaterThanOrEqual(charged, text.utf8.count / 8)
        XCTAssertLessThanOrEqual(charged, text.utf8.count / 4)
        struct Stop: Error {}
        XCTAssertThrowsError(try HierarchyDumpParser.parse(text, source: "(text)", work: { _ in throw Stop() })) {
            XCTAssertTrue($0 is Stop)
        }
    }

    /// Item 11: a dump as `p`/`expr` print a Swift string, escapes and all.
    func testASwiftStringLiteralIsUnescaped() throws {
        let dump = try parse(#"(String) $R0 = "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UILabel: 0x2; frame = (0 0; 10 10); text = 'caf\u{e9}\t\"x\" \\ y'>""#)
        XCTAssertEqual(dump.views.map(\.className), ["UIWindow", "UILabel"])
        XCTAssertEqual(dump.views[1].text, "café\t\"x\" \\ y")
        XCTAssertEqual(dump.views[1].line, 2)
        assertError(#""<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIView: 0x2; frame = (0 0; 1"#,
                    "(text):1: the dump is one Swift string (as `p` or `expr` print it) with no closing quote: the debugger cut it short; print the dump with `po`, which prints the text itself")
    }

    /// Item 11: Cycript's backticks, `@"..."` and a BOM leave the root where it was.
    func testWrappedDumpsKeepTheirRoot() throws {
        for text in ["`<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIView: 0x2; frame = (0 0; 10 10)>`\n",
                     "@\"<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIView: 0x2; frame = (0 0; 10 10)>\"",
                     "\u{FEFF}<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIView: 0x2; frame = (0 0; 10 10)>\n"] {
            let dump = try parse(text)
            XCTAssertEqual(dump.views.map(\.className), ["UIWindow", "UIView"], text)
            XCTAssertEqual(dump.views.map(\.line), [1, 2], text)
            XCTAssertEqual(dump.warnings, [], text)
        }
    }

    /// Item 11: text before `<` on a nested line; UITextView's container line.
    func testTextBeforeTheDescriptionOnNestedLines() throws {
        let dump = try parse("""
            <UIWindow: 0x1; frame = (0 0; 390 844)>
               | (a note) <UIView: 0x2; frame = (0 0; 100 100)>
               |    | <UIView: 0x3; frame = (0 0; 10 10)>
               | <<_UITextContainerView: 0x4; frame = (0 0; 390 200); layer = <_UITextTiledLayer: 0x7>> minSize = {0, 0}, maxSize = {1.79769e+308, 1.79769e+308}
            """)
        XCTAssertEqual(dump.views.map(\.className), ["UIWindow", "UIView", "UIView", "_UITextContainerView"])
        XCTAssertEqual(dump.views.map(\.depth), [0, 1, 2, 1])
        XCTAssertEqual(dump.warnings, [])
    }

    /// Item 8: a line with a great many `<` is tried at each of them, and read once
    /// in all (each try used to read on to the line's end: minutes for these).
    func testALineWithManyDescriptionsIsReadOnce() throws {
        for junk in [" <A>", " <A>, state: x", " <A<"] {
            let text = "<UIWindow: 0x1; frame = (0 0; 390 844)>\nx" + String(repeating: junk, count: 60000) + "\n"
            let dump = try parse(text)
            XCTAssertEqual(dump.views.count, 1, junk)
            XCTAssertEqual(dump.warnings.count, 1, junk)
            XCTAssertTrue(dump.warnings[0].message.hasPrefix("skipped (not a view description): x\(junk)"), junk)
        }
    }

    // MARK: Imported tables (issue 34)

    /// What `why`'s first line says a tap does to an imported row: selected; a tap
    /// recognizer above (cancelling touches) wins; allowsSelection false; editing.
    func testTheTapOutcomeOfAnImportedRow() throws {
        let imported = try build("""
            <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
               | <UITableView: 0x3; frame = (0 0; 320 480); layer = <CALayer: 0x4>; contentOffset: {0, 0}; contentSize: {320, 88}>
               |    | <UITableViewCell: 0x5; frame = (0 0; 320 44); layer = <CALayer: 0x6>>
               |    | <UITableViewCell: 0x7; frame = (0 44; 320 44); layer = <CALayer: 0x8>>
            """)
        let table = try XCTUnwrap(imported.views[1] as? TableView)
        func first(_ y: Double) throws -> String {
            let location = Point(100, y)
            return try imported.conclusion(at: location, explanation: try engine.explain(at: location), engine: engine)
        }
        XCTAssertEqual(try first(60), "a tap at (100, 60) goes to UITableViewCell; this tap selects row [0, 1] of UITableView \"0x3\"")
        let tap = TapGestureRecognizer(engine: engine)
        imported.window.addGestureRecognizer(tap)
        XCTAssertEqual(try first(60), "a tap at (100, 60) goes to UITableViewCell; no row is selected: \(tap.label) on UIWindow \"0x1\""
                       + " recognizes the tap first and cancels the cell's touch (row [0, 1])")
        tap.cancelsTouchesInView = false
        XCTAssertEqual(try first(60), "a tap at (100, 60) goes to UITableViewCell; this tap selects row [0, 1] of UITableView \"0x3\"",
                       "a recognizer that does not cancel leaves the row its touch")
        table.allowsSelection = false
        XCTAssertEqual(try first(20), "a tap at (100, 20) goes to UITableViewCell; no row is selected: allowsSelection of the table is false"
                       + " (UITableViewCell \"0x5\" is row [0, 0])")
        table.allowsSelection = true
        try table.setEditing(true)
        XCTAssertEqual(try first(20), "a tap at (100, 20) goes to UITableViewCell; no row is selected: allowsSelectionDuringEditing of the table"
                       + " is false (UITableViewCell \"0x5\" is row [0, 0])")
    }

    /// Sections from the frames: a header between two cells, a gap in a table, and
    /// neither in a collection (whose items have spacing).
    func testAdoptedIndexPathsFromFrames() throws {
        let imported = try build("""
            <UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>>
               | <UITableView: 0x3; frame = (0 0; 320 240); layer = <CALayer: 0x4>; contentOffset: {0, 0}; contentSize: {320, 300}>
               |    | <UITableViewCell: 0x5; frame = (0 0; 320 44); layer = <CALayer: 0x6>>
               |    | <MyApp.SectionHeader: 0x7; frame = (0 44; 320 30); layer = <CALayer: 0x8>>
               |    | <UITableViewCell: 0x9; frame = (0 74; 320 44); layer = <CALayer: 0xa>>
               |    | <UITableViewCell: 0xb; frame = (0 118.5; 320 44); layer = <CALayer: 0xc>>
               |    | <UITableViewCell: 0xd; frame = (0 200; 320 44); layer = <CALayer: 0xe>>
               | <UICollectionView: 0xf; frame = (0 240; 320 240); layer = <CALayer: 0x10>; contentOffset: {0, 0}; contentSize: {320, 240}>
               |    | <UICollectionViewCell: 0x11; frame = (60 0; 50 50); layer = <CALayer: 0x12>>
               |    | <UICollectionViewCell: 0x13; frame = (0 0; 50 50); layer = <CALayer: 0x14>>
               |    | <UICollectionViewCell: 0x15; frame = (0 100; 50 50); layer = <CALayer: 0x16>>
            """)
        let table = try XCTUnwrap(imported.views[1] as? TableView)
        XCTAssertEqual(table.visibleItems.map { "\($0.indexPath) \($0.cell.name ?? "")" },
                       ["[0, 0] 0x5", "[1, 0] 0x9", "[1, 1] 0xb", "[2, 0] 0xd"])
        XCTAssertEqual(table.numberOfSections, 3)
        XCTAssertEqual(table.frame(for: IndexPath(section: 2, row: 0)), Rect(0, 200, 320, 44))
        XCTAssertEqual(table.indexPath(forRowAt: Point(5, 120)), IndexPath(section: 1, row: 1))
        XCTAssertNil(table.indexPath(forRowAt: Point(5, 180)), "between the rows")
        let collection = try XCTUnwrap(imported.views[7] as? CollectionView)
        XCTAssertEqual(collection.visibleItems.map { "\($0.indexPath) \($0.cell.name ?? "")" }, ["[0, 0] 0x13", "[0, 1] 0x11", "[0, 2] 0x15"])
        XCTAssertFalse(table.loaded, "nothing was asked of a data source")
    }
}
