import RespondCore
@testable import RespondLua
import XCTest

/// A fuzz of `respond-lua import`'s generator (issue 20, item 2), run with the
/// suite: dumps mutated with line breaks, lone CRs, quotes, brackets, `]]`,
/// comment openers, control and invisible characters in every field, each
/// generated script loaded in an environment where only the constructors the
/// script may use exist (and record what they make) and nothing else is
/// callable. Every script must load and run there and make exactly the dump's
/// objects, in order, with the dump's names and texts byte for byte. The seed
/// is fixed: the same dumps every run.
final class HierarchyScriptFuzzTests: XCTestCase {
    /// Dumps with every field the writer copies: class names, texts over lines,
    /// recognizers, transforms, scroll views, a window inside a view, a skipped
    /// line, controllers (with a view that is not among the views).
    let seeds = [
        """
        <UIWindow: 0x7f01; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x6001>; layer = <UIWindowLayer: 0x6002>>
           | <MyApp.CardView: 0x7f02; frame = (10 20; 200 100); backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1; layer = <CALayer: 0x6003>>
           |    | <UILabel: 0x7f03; frame = (0 0; 100 20); text = 'Hello'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6004>>
           |    | <UIButton: 0x7f04; frame = (0 30; 100 40); gestureRecognizers = <NSArray: 0x6005>; layer = <CALayer: 0x6006>>
           |    |    | <UIButtonLabel: 0x7f05; frame = (10 10; 80 20); text = 'Go'; layer = <_UILabelLayer: 0x6007>>
           | <UIScrollView: 0x7f06; frame = (0 200; 390 400); clipsToBounds = YES; contentOffset: {0, 40}; contentSize: {390, 900}>
           |    | <UITextField: 0x7f07; frame = (0 0; 300 40); text = 'typed'; tag = 7>
           | Row(id: 4)
           |    | <UITextEffectsWindow: 0x7f08; frame = (200 500; 100 100); layer = <UIWindowLayer: 0x6008>>
           | <UIView: 0x7f09; frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]; alpha = 0.5>
        <UINavigationController 0x7c01>, state: appeared, view: <UIWindow 0x7f01>
           | <MyApp.ListViewController 0x7c02>, state: appeared, view: <MyApp.CardView 0x7f02>
           + <MyApp.SheetViewController 0x7c03>, state: appeared, view: <MyApp.SheetView 0x7f99> not in the window
        """,
        """
        <UIView; frame = (0 0; 375 667); layer = <CALayer>>
           | <UILabel; frame = (16 60; 358 20.3333); text = 'two
        lines'; layer = <_UILabelLayer>>
           | <UISwitch; frame = (300 610; 51 31); hidden = YES>
           | <Orders.ToastContainerView; frame = (0 700; 390 144); alpha = 0.02; gestureRecognizers = <NSArray>>
        """,
    ]

    /// What the mutations put into the dumps.
    let nasty: [String] = [
        "\r", "\n", "\r\n", "'", "\"", "]]", "]=]", "[[", "[==[", "--", "\r--", "\ros.execute('echo x')\r", "\r]] os.exit(3) --[[",
        "\0", "\u{7}", "\u{8}", "\u{1b}[2J", "\u{7f}", "\u{85}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{200B}",
        "\u{FEFF}", "<", ">", ";", "; text = '", "(", ")", "{", "}", "\\", "\\n", "%q", "\t", "é", "😀", "$", "=", " ",
        "; gestureRecognizers = <\ros.execute('x')\r>", "\"); os.execute(\"x\") --",
    ]

    /// SplitMix64: the same numbers on every machine.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    /// A mutated dump: a few nasty pieces put at places inside the dump's fields
    /// (after a `= `, a `: `, a quote or a `<`, where a value starts) or anywhere.
    func mutate(_ text: String, _ random: inout Random) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<(1 + random.below(4)) {
            let starts = scalars.indices.filter { i in
                i > 0 && ["=", ":", "'", "<", "(", "[", "{"].contains(scalars[i - 1])
            }
            let at = random.below(3) == 0 || starts.isEmpty ? random.below(scalars.count + 1) : starts[random.below(starts.count)]
            var piece = nasty[random.below(nasty.count)]
            if random.below(4) == 0 { piece += nasty[random.below(nasty.count)] }
            scalars.insert(contentsOf: piece.unicodeScalars, at: at)
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars)
        return String(out)
    }

    /// `s` as a Lua string literal the test makes itself (every byte but letters
    /// and digits as `\ddd`), not with the code under test.
    func literal(_ s: String) -> String {
        var out = "\""
        for b in s.utf8 {
            if (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) {
                out.unicodeScalars.append(Unicode.Scalar(b))
            } else {
                let digits = String(b)
                out += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
            }
        }
        return out + "\""
    }

    /// Loads `script` where only the constructors exist and prints one record per
    /// object made: `class|name|text` with each part length-prefixed.
    func harness(_ script: String) -> String {
        """
        local out = {}
        local function part(s) s = s == nil and "" or s; return #s .. ":" .. s end
        local methods = {addSubview = true, makeKeyAndVisible = true, addChild = true, reloadData = true,
                         addGestureRecognizer = true, interactivePopGestureRecognizer = true}
        local function object()
          return setmetatable({}, {__index = function(_, k)
            if methods[k] then return function() end end
            error("the script used the method " .. tostring(k), 2)
          end})
        end
        local function class(name)
          return setmetatable({}, {
            __call = function(_, props)
              assert(type(props) == "table", "a constructor without a table")
              out[#out + 1] = part(name) .. part(props.name) .. part(props.text)
              return object()
            end,
            __index = function(_, k)
              if k == "subclass" then
                return function(_, n) assert(type(n) == "string"); return class(n) end
              end
              error("the script used the class member " .. tostring(k), 2)
            end})
        end
        local env = setmetatable({}, {
          __index = function(_, k) error("the script used the global " .. tostring(k), 2) end,
          __newindex = function(_, k) error("the script set the global " .. tostring(k), 2) end})
        for _, n in ipairs{"UIView", "UIWindow", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UIControl",
                           "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UITextField", "UIViewController",
                           "UINavigationController", "UITabBarController"} do
          rawset(env, n, class(n))
        end
        rawset(env, "CGAffineTransform", function(...)
          assert(select("#", ...) == 6)
          for i = 1, 6 do local x = select(i, ...); assert(type(x) == "number" and x == x and x ~= 1/0 and x ~= -1/0) end
          return {}
        end)
        local chunk, err = load(\(literal(script)), "=app", "t", env)
        if not chunk then print("LOAD: " .. err) return end
        local ok, e = pcall(chunk)
        if not ok then print("RUN: " .. tostring(e)) return end
        print(table.concat(out, "\\n"))
        """
    }

    func expected(_ dump: HierarchyDump) -> String {
        func part(_ s: String?) -> String { "\((s ?? "").utf8.count):\(s ?? "")" }
        var out: [String] = []
        let rootIsWindow = dump.kinds[dump.views[0].className] == .window
        for (i, view) in dump.views.enumerated() {
            var kind = dump.kinds[view.className] ?? .view
            if kind == .window, i > 0 || !rootIsWindow { kind = .view }
            let text = kind == .label || kind == .textField ? view.text : nil
            out.append(part(view.className) + part(view.name) + part(text))
        }
        if !rootIsWindow { out.append(part("UIWindow") + part(nil) + part(nil)) }
        for controller in dump.controllers { out.append(part(controller.className) + part(controller.name) + part(nil)) }
        return out.joined(separator: "\n") + "\n"
    }

    func testEveryGeneratedScriptMakesExactlyTheDumpsObjects() throws {
        let runtime = try LuaRuntime()
        var printed = ""
        runtime.output = { printed += $0 }
        runtime.errorOutput = { _ in }
        var random = Random(state: 20)
        var generated = 0, refused = 0
        for round in 0..<600 {
            let text = round < seeds.count ? seeds[round] : mutate(seeds[round % seeds.count], &random)
            let dump: HierarchyDump
            let script: String
            do {
                dump = try HierarchyDumpParser.parse(text, source: "fuzz\(round)\r\n-- os.exit()")
                script = try HierarchyScript.write(dump)
            } catch let error as DumpError {
                XCTAssertGreaterThan(error.line, 0, "\(round): \(error)")
                refused += 1
                continue
            }
            generated += 1
            // Nothing hidden in the source: the only control character is the line break.
            let hidden = script.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || $0.value == 0x7F
                || $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
                || $0 == "\u{2028}" || $0 == "\u{2029}") }
            XCTAssertTrue(hidden.isEmpty, "\(round): \(hidden.map { String($0.value, radix: 16) }) in\n\(script)")
            printed = ""
            XCTAssertEqual(runtime.run(code: harness(script), chunkName: "=harness"), .ok)
            XCTAssertEqual(printed, expected(dump), "round \(round), dump:\n\(text)\nscript:\n\(script)")
            if printed != expected(dump) { break }
        }
        XCTAssertGreaterThan(generated, 150, "most mutated dumps still import")
        XCTAssertGreaterThan(refused, 20, "and some are refused, naming their line")
    }
}
