import Foundation
import RespondCore
import RespondLua

/// The messages `PlaygroundSession` sends the page, as JSON text: the state
/// (the screen, the interaction, the console, an exercise's check), and the
/// answers to the page's probes (a point's hit test, a view's inspector, the
/// hit areas). The page's code (Page/) reads them.
extension PlaygroundSession {
    // MARK: Messages

    func broadcast(seq: Int?, client: Int?, started: Double) {
        sink(stateMessage(full: false, seq: seq, client: client, started: started), nil)
    }

    func broadcastFull() {
        sink(stateMessage(full: true, seq: nil, client: nil, started: EngineThread.now()), nil)
    }

    /// Sends what is pending to every page, so that a full state sent to one
    /// page next is not followed by a delta it already has.
    func flush() {
        if records.count > recordsSent || consoleSerial > consoleSent || !explanationSent || !checkSent {
            broadcast(seq: nil, client: nil, started: EngineThread.now())
        }
    }

    func stateMessage(full: Bool, seq: Int?, client: Int?, started: Double) -> String {
        var fields: [(String, JSON)] = [("type", .string("state")), ("full", .bool(full))]
        if let seq { fields.append(("seq", .int(seq))) }
        if let client { fields.append(("client", .int(client))) }
        fields.append(("generation", .int(generation)))
        fields.append(("live", .bool(anchor != nil)))
        fields.append(("fingersDown", .int(fingers.count)))
        fields.append(("stopped", .bool(stopped)))
        fields.append(("stopReason", .optional(stopReason)))
        fields.append(("problem", .optional(problem)))
        fields.append(("source", .string(sourceDescription)))
        if let engine {
            fields.append(("time", .number(engine.clock.now)))
            fields.append(("touches", .array(engine.dispatcher.lastTouches.map { touch in
                .object([("finger", .int(touch.finger)), ("x", .number(touch.screenLocation.x)),
                         ("y", .number(touch.screenLocation.y)), ("phase", .string(touch.phase.rawValue))])
            })))
            let scene = sceneJSON(engine)
            if full || scene != lastSceneSent {
                fields.append(("scene", .raw(scene)))
                if !full || client == nil { lastSceneSent = scene }
            }
        }

        // The interaction: from the start for a full state, else what is new.
        let from = full ? 0 : recordsSent
        var interaction: [(String, JSON)] = [("id", .int(interactionID)), ("title", .string(title)), ("from", .int(from)),
                                             ("dropped", .int(droppedRecords))]
        interaction.append(("records", .array(records[from...].map(JSON.raw))))
        if full || !explanationSent {
            interaction.append(("hit", explanation.map(explanationJSON) ?? .null))
            interaction.append(("hitNote", .optional(explanationNote)))
        }
        fields.append(("interaction", .object(interaction)))

        let held = console[consoleStart...]
        let newChunks = full ? Array(held.suffix(400)) : held.filter { $0.serial > consoleSent }
        fields.append(("console", .array(newChunks.map { .object([("kind", .string($0.kind)), ("text", .string($0.text))]) })))
        if let checkJSON, full || !checkSent { fields.append(("check", checkJSON)) }
        fields.append(("serverMs", .number((EngineThread.now() - started) * 1000)))

        // A full state sent to every page, or any broadcast, brings everyone up to date.
        if !full || client == nil {
            recordsSent = records.count
            consoleSent = consoleSerial
            explanationSent = true
            checkSent = true
        }
        return JSON.object(fields).text
    }

    var sourceDescription: String {
        switch configuration.source {
        case .script(let path): return path
        case .exercise(_, _, let number): return Words("exercise \(number)", "练习 \(number)").text()
        }
    }

    func sceneJSON(_ engine: Engine) -> String {
        guard let picture = try? ScreenPicture(engine: engine, explanation: explanation, maximumViews: 2_000) else {
            return JSON.object([("error", .string(Words("the screen could not be drawn", "画不出屏幕").text()))]).text
        }
        let first = engine.firstResponder
        let firstResponders = engine.windowFirstResponders
        let refs = luaReferences(picture.items.map(\.view), engine: engine)
        let items: [JSON] = picture.items.map { item in
            let view = item.view
            var fields: [(String, JSON)] = [
                ("id", .int(Int(view.nodeIndex))),
                ("parent", view.superview.map { .int(Int($0.nodeIndex)) } ?? .null),
                ("depth", .int(item.depth)),
                ("label", .string(view.label)),
                ("className", .string(view.className)),
                ("name", .optional(view.name)),
                ("description", .string(view.description)),
                ("frame", .rect(view.frame)),
                ("bounds", .rect(view.bounds)),
                ("quad", .array(item.quad.map(JSON.point))),
                ("matrix", .transform(item.boundsToScreen)),
                ("hidden", .bool(item.hidden)),
                // Its own flags, which the inspector's controls show and set.
                ("ownHidden", .bool(view.hidden)),
                ("userInteractionEnabled", .bool(view.userInteractionEnabled)),
                ("alpha", .number(view.alpha)),
                ("ref", .optional(refs[ObjectIdentifier(view)])),
                ("offScreen", .bool(item.offScreen)),
                ("beyond", item.beyondMarker.map(JSON.point) ?? .null),
                ("isWindow", .bool(view is Window)),
                ("backgroundColor", .optional(view.backgroundColor)),
                ("flags", .array(engine.touchFlags(of: view, firstResponders: firstResponders).map(JSON.string))),
                ("overrides", .array(RespondCore.Selector.allCases.filter { view.overrideMask & $0.bit != 0 }.map { .string($0.name) })),
                ("recognizers", .array(view.gestureRecognizers.map { g in
                    .object([("label", .string(g.label)), ("state", .string(g.state.rawValue)), ("enabled", .bool(g.enabled))])
                })),
                ("onHitPath", .bool(item.onHitPath)),
                ("isHit", .bool(item.isHit)),
            ]
            if let n = item.chainNumber { fields.append(("chain", .int(n))) }
            if let verdict = item.verdict { fields.append(("verdict", .string(verdict))) }
            if let label = item.label {
                fields.append(("text", .object([("text", .string(label.text)), ("x", .number(label.x)),
                                                 ("y", .number(label.baseline)), ("box", .rect(label.box))])))
            }
            // Being animated: `quad` and `matrix` are where it is drawn; this is
            // where hit testing looks (SPEC 11.8).
            if let animated = item.animation {
                var model: [(String, JSON)] = [
                    ("quad", .array(animated.modelQuad.map(JSON.point))),
                    ("matrix", .transform(animated.modelBoundsToScreen)),
                    ("frame", .rect(animated.modelFrame)),
                    ("presentationFrame", .rect(animated.presentationFrame)),
                    ("refusesTouches", .bool(animated.refusesTouches)),
                    ("caption", .string(animated.caption)),
                ]
                if let label = animated.label {
                    model.append(("text", .object([("text", .string(label.text)), ("full", .string(label.full)),
                                                   ("x", .number(label.x)), ("y", .number(label.baseline)),
                                                   ("box", .rect(label.box))])))
                }
                fields.append(("model", .object(model)))
            }
            return .object(fields)
        }
        return JSON.object([
            ("screen", .array([.number(picture.screen.size.width), .number(picture.screen.size.height)])),
            ("margin", .number(picture.margin)),
            ("font", .object([("family", .string(LabelLayout.fontFamily)), ("size", .number(LabelLayout.fontSize))])),
            ("views", .array(items)),
            ("omitted", .int(picture.omitted)),
            ("firstResponder", .optional(first?.label)),
            ("keyboardVisible", .bool(engine.keyboardVisible)),
            ("names", .array((runtime?.sceneNames ?? []).map(JSON.string))),
        ]).text
    }

    /// How a Lua line names each view (`views` in the picture's order: each
    /// window, then its views depth first, in subview order): the global that
    /// holds it (a name the script or the exercise's set-up left, say `A`); else
    /// a window as `app.keyWindow` or `app.windows[2]`; a view with a name that
    /// its window's `find` reaches first as `app.keyWindow:find("photo")`; else
    /// its superview's name and its place, `window.subviews[1].subviews[2]`.
    func luaReferences(_ views: [View], engine: Engine) -> [ObjectIdentifier: String] {
        LuaSource.references(to: views, in: engine, globals: runtime?.engineObjectGlobals() ?? [:])
    }

    func explanationJSON(_ explanation: Explanation) -> JSON {
        .object([
            ("point", .point(explanation.location)),
            ("hit", explanation.view.map { .int(Int($0.nodeIndex)) } ?? .null),
            ("hitLabel", .optional(explanation.view?.label)),
            ("steps", .array(explanation.steps.map { step in
                .object([("id", .int(Int(step.view.nodeIndex))), ("label", .string(step.view.label)), ("depth", .int(step.depth)),
                         ("point", .point(step.point)), ("verdict", .string(step.verdict)),
                         ("shown", .string(step.words.text()))])
            })),
            ("chain", .array(explanation.chain.map { responder in
                .object([("label", .string(responder.label)),
                         ("id", (responder as? View).map { .int(Int($0.nodeIndex)) } ?? .null)])
            })),
            ("recognizers", .array(explanation.recognizers.map { g in
                .object([("label", .string(g.label)), ("view", .optional(g.view?.label))])
            })),
            ("text", .string(explanation.text)),
        ])
    }

    func probeMessage(_ p: Point, seq: Int) -> String {
        var fields: [(String, JSON)] = [("type", .string("probe")), ("seq", .int(seq)), ("point", .point(p))]
        if let engine, !stopped, let explanation = probe({ try engine.explain(at: p) }) {
            fields.append(("explain", explanationJSON(explanation)))
        }
        return JSON.object(fields).text
    }

    /// The inspector's view beyond what the scene says: its responder chain, as
    /// `printResponderChain` walks it (a script's `nextResponder` overrides run,
    /// what they print is not shown).
    func inspectMessage(id: Int, seq: Int) -> String {
        var fields: [(String, JSON)] = [("type", .string("inspect")), ("seq", .int(seq)), ("id", .int(id))]
        let view = engine.flatMap { engine in
            stopped ? nil : engine.application.windows.lazy.flatMap { $0.allViews() }.first { Int($0.nodeIndex) == id }
        }
        guard let view else {
            fields.append(("gone", .bool(true)))
            return JSON.object(fields).text
        }
        fields.append(("label", .string(view.label)))
        muted = true
        defer { muted = false }
        do {
            let chain = try view.responderChain()
            fields.append(("chain", .array(chain.map { responder in
                .object([("label", .string(responder.label)),
                         ("id", (responder as? View).map { .int(Int($0.nodeIndex)) } ?? .null)])
            })))
        } catch {
            fields.append(("chainError", .string(describe(error))))
        }
        return JSON.object(fields).text
    }

    /// Where views that override `pointInside` (or `hitTest`) answer yes, sampled
    /// on a grid over their bounds and a margin around them, by calling the
    /// overrides themselves.
    func hitAreasMessage(seq: Int) -> String {
        var views: [JSON] = []
        var budget = 60_000
        var partial = false
        if let engine, !stopped {
            muted = true
            defer { muted = false }
            let all = engine.application.windows.flatMap { $0.allViews() }
            for view in all {
                let kind: String
                if view.overrides(.pointInside) { kind = "pointInside" } else if view.overrides(.hitTest) { kind = "hitTest" } else { continue }
                let b = view.bounds
                let margin = min(40, max(12, 0.25 * max(b.size.width, b.size.height)))
                let region = b.insetBy(dx: -margin, dy: -margin)
                let cells = min(6_000, budget)
                guard cells >= 100, region.size.width > 0, region.size.height > 0, region.isFinite else {
                    partial = true
                    break
                }
                var step = (region.size.width * region.size.height / Double(cells)).squareRoot()
                step = max(1, (step * 2).rounded(.up) / 2)
                let cols = Int((region.size.width / step).rounded(.up)), rows = Int((region.size.height / step).rounded(.up))
                var bits = ""
                bits.reserveCapacity(cols * rows)
                var failure: String?
                sampling: for r in 0..<rows {
                    for c in 0..<cols {
                        let p = Point(region.minX + (Double(c) + 0.5) * step, region.minY + (Double(r) + 0.5) * step)
                        do {
                            let yes = kind == "pointInside" ? try view.pointInside(p, nil) : try view.hitTest(p, nil) != nil
                            bits.append(yes ? "1" : "0")
                        } catch {
                            failure = describe(error)
                            break sampling
                        }
                    }
                }
                budget -= cols * rows
                var fields: [(String, JSON)] = [
                    ("id", .int(Int(view.nodeIndex))), ("label", .string(view.label)), ("kind", .string(kind)),
                    ("origin", .point(region.origin)), ("step", .number(step)), ("cols", .int(cols)), ("rows", .int(rows)),
                    ("bits", .string(bits)), ("matrix", .transform(view.boundsToScreen)), ("bounds", .rect(b)),
                ]
                if let failure { fields.append(("error", .string(failure))) }
                views.append(.object(fields))
            }
        }
        return JSON.object([("type", .string("hitAreas")), ("seq", .int(seq)), ("views", .array(views)),
                            ("partial", .bool(partial))]).text
    }
}
