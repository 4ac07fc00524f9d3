import RespondCore
@testable import RespondLua
import XCTest

/// `respond-lua import`'s script gives what `importHierarchy` gives.
final class HierarchyScriptTests: XCTestCase {
    /// Rotations (22.5°, 45°, 90°), a scale and translation, a transformed scroll
    /// view with an offset, text over two lines with quotes, a window inside a view,
    /// a skipped line, unnamed views, controllers in the same text.
    let dump = """
        <UIView; frame = (0 0; 375 667); layer = <CALayer>>
           | <UIView: 0x7b02; frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]>
           |    | <UIButton: 0x7b03; frame = (10 10; 40 40)>
           | <UIView: 0x7b04; frame = (279.289 279.289; 141.421 141.421); transform = [0.70710678118654757, 0.70710678118654746, -0.70710678118654746, 0.70710678118654757, 0, 0]>
           | <MyApp.Ribbon: 0x7b05; frame = (275 50; 50 100); transform = [6.123233995736766e-17, 1, -1, 6.123233995736766e-17, 0, 0]>
           | <UIScrollView: 0x7b06; frame = (10 400; 120 80); transform = [1.5, 0, 0, 0.5, 20, -10]; contentOffset: {-30, 15.5}; contentSize: {500, 500}>
           |    | <UILabel: 0x7b07; frame = (0 0; 100 30); text = 'She said "hi";
        it's \\ fine'>
           |    | <UIImageView: 0x7b08; frame = (0 40; 30 30); tag = -2>
           | Row(id: 4)
           |    | <UITextEffectsWindow: 0x7b09; frame = (200 500; 100 100); layer = <UIWindowLayer: 0x1>>
           | <UIView; frame = (0 600; 375 67); alpha = 0.3; userInteractionEnabled = NO>
           | <UISwitch: 0x7b0a; frame = (300 610; 51 31); hidden = YES>

        <MyApp.RootViewController 0x7c01>, state: appeared, view: <UIView>
           | <MyApp.ChildViewController 0x7c02>, state: appeared, view: <MyApp.Ribbon 0x7b05>
        """

    func grid(_ runtime: LuaRuntime) throws -> String {
        var out = ""
        runtime.output = { out += $0 }
        XCTAssertEqual(runtime.run(code: """
            local lines = {}
            for y = 0, 667, 6 do
              for x = 0, 375, 6 do
                local v = hitTest(x, y)
                local names = {}
                for i, r in ipairs(v and responderChain(v) or {}) do names[i] = tostring(r) end
                lines[#lines + 1] = x .. "," .. y .. " " .. table.concat(names, " > ")
              end
            end
            collectgarbage()
            print(table.concat(lines, "\\n"))
            tree()
            """, chunkName: "=grid"), .ok)
        return out
    }

    func testTheScriptRebuildsWhatTheImportBuilds() throws {
        let parsed = try HierarchyDump.load(dump)
        let script = try HierarchyScript.write(parsed)

        let imported = try LuaRuntime()
        imported.errorOutput = { _ in }
        try imported.importHierarchy(parsed)
        let rebuilt = try LuaRuntime()
        XCTAssertEqual(rebuilt.run(code: script, chunkName: "=script"), .ok, script)

        let expected = try grid(imported)
        XCTAssertEqual(try grid(rebuilt), expected, script)
        XCTAssertTrue(expected.contains("UIButton \"0x7b03\""), "the grid reached the turned button")
        XCTAssertTrue(expected.contains("MyApp.Ribbon \"0x7b05\" (275,50,50,100) > MyApp.ChildViewController \"0x7c02\""))
        XCTAssertTrue(expected.contains("UILabel \"She said \"hi\";\nit's \\ fine\""), "names keep the text as it is")

        XCTAssertTrue(script.contains("classes.MyApp_Ribbon = UIView:subclass(\"MyApp.Ribbon\")\n"))
        XCTAssertTrue(script.contains("classes.UITextEffectsWindow = UIView:subclass(\"UITextEffectsWindow\")\n"))
        XCTAssertTrue(script.contains("-- line 11: a window inside a view, made as a view of that class\n"))
        XCTAssertTrue(script.contains("views.view1 = UIView{frame = {0, 0, 375, 667}}\n"))
        XCTAssertTrue(script.contains("views.view4 = UIView{name = \"0x7b04\", bounds = {0, 0, 100, 100}, center = {350, 350}, transform = CGAffineTransform(0.7071067811865476, 0.7071067811865475, -0.7071067811865475, 0.7071067811865476, 0, 0)}\n"), script)
        XCTAssertTrue(script.contains("views.scrollView6 = UIScrollView{name = \"0x7b06\", bounds = {-30, 15.5, 80, 160}, center = {50, 450}, transform = CGAffineTransform(1.5, 0, 0, 0.5, 20, -10), contentSize = {500, 500}, contentInset = {top = 0, left = 30, bottom = 0, right = 0}}\n"), script)
        XCTAssertTrue(script.contains("text = \"She said \\\"hi\\\";\\nit's \\\\ fine\""), script)
        XCTAssertTrue(script.contains("-- warning: (text):10: skipped (not a view description): Row(id: 4) (the views under it are put in its superview, at their printed frames)\n"), script)
    }

    func testClassKeysAndStrings() throws {
        let parsed = try! HierarchyDumpParser.parse("""
            <SwiftUI._UIHostingView<SwiftUI.AnyView>: 0x1; frame = (0 0; 10 10)>
               | <My.end: 0x2; frame = (0 0; 1 1)>
               | <My_end: 0x3; frame = (0 0; 1 1)>
               | <_UIBarBackground: 0x4; frame = (0 0; 1 1); text = 'tab\there\u{7}'>
            """, source: "(text)")
        let script = try HierarchyScript.write(parsed)
        XCTAssertTrue(script.contains("classes.SwiftUI__UIHostingView_SwiftUI_AnyView = UIView:subclass(\"SwiftUI._UIHostingView<SwiftUI.AnyView>\")\n"), script)
        XCTAssertTrue(script.contains("classes.My_end = UIView:subclass(\"My.end\")\nclasses.My_end_2 = UIView:subclass(\"My_end\")\n"), script)
        XCTAssertTrue(script.contains("views.hostingView1 = classes.SwiftUI__UIHostingView_SwiftUI_AnyView{"), script)
        XCTAssertTrue(script.contains("views.end_2 = classes.My_end{"), script)
        XCTAssertTrue(script.contains("name = \"tab\\there\\007\""), script)
        XCTAssertEqual(LuaSource.string("a\"b\\c\nd"), "\"a\\\"b\\\\c\\nd\"")
    }
}
