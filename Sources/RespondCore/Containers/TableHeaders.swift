/// A table's section headers and footers (SPEC 12.3 rules 1–2, 12.8 "Tables").
///
/// Heights: `heightForHeaderInSection`, else `sectionHeaderHeight` when
/// positive, else the height of the view `viewForHeaderInSection` returns,
/// else `UITableView.defaults.titleHeaderHeight` (28) when
/// `titleForHeaderInSection` gives a title, else 0; footers alike.
///
/// Views: asked when their space (of positive height) comes into view and at
/// `reloadData()`; placed at (0, y, table width, height) above every cell, as
/// ordinary subviews of the table (their next responder is the table). With no
/// view, a title becomes a plain label, not interactive, so its touches go to
/// what is under it. The table is plain style: headers and footers float
/// (`floatingFrame`). They are not reused: a header that leaves the visible
/// bounds is removed, and asked again when it comes back.
extension ScriptValue {
    /// A function's nil (not the absence of the function, which is Swift's nil).
    var isNil: Bool {
        if case .none = self { return true }
        return false
    }
}

extension TableView {
    public enum SupplementaryKind: Sendable {
        case header, footer
        var name: String { self == .header ? "Header" : "Footer" }
    }

    struct SupplementaryKey: Hashable {
        var kind: SupplementaryKind
        var section: Int
    }

    /// What the delegate or data source gave for a header or footer.
    enum Supplementary {
        case view(View)
        case title(String)
    }

    /// `headerViewForSection(s)` / `footerViewForSection(s)`: the view shown, or nil.
    public func supplementaryView(_ kind: SupplementaryKind, forSection section: Int) -> View? {
        kind == .header ? headerViews[section] : footerViews[section]
    }

    // MARK: Heights (at `measure`)

    /// The height of a section's header or footer space, asking the delegate
    /// and data source in the order of SPEC 12.3 rule 1.
    func supplementaryHeight(_ kind: SupplementaryKind, _ section: Int) throws -> Double {
        let number = ScriptValue.number(Double(section))
        let asked = kind == .header
            ? try ask(.delegate, "heightForHeaderInSection", number, count: 1)
            : try ask(.delegate, "heightForFooterInSection", number, count: 1)
        // nil from the function reads as UIKit's automaticDimension [?]: the rule goes on.
        if let asked, !asked.isNil {
            return try length(asked, "heightFor\(kind.name)InSection", default: nil, what: "section \(section)")
        }
        let fixed = kind == .header ? sectionHeaderHeight : sectionFooterHeight
        if fixed > 0 { return fixed }
        // Shown already (the table was resized): its height as it is now.
        if let shown = supplementaryView(kind, forSection: section) { return shown.frame.size.height }
        guard let given = try askSupplementary(kind, section) else { return 0 }
        measuredSupplementary[SupplementaryKey(kind: kind, section: section)] = given
        switch given {
        case .view(let view): return view.frame.size.height
        case .title: return engine.tunables.titleHeaderHeight
        }
    }

    /// `viewForHeaderInSection`, then `titleForHeaderInSection` (footers alike).
    private func askSupplementary(_ kind: SupplementaryKind, _ section: Int) throws -> Supplementary? {
        let number = ScriptValue.number(Double(section))
        let viewAnswer = kind == .header
            ? try ask(.delegate, "viewForHeaderInSection", number, count: 1)
            : try ask(.delegate, "viewForFooterInSection", number, count: 1)
        if let view = try checkedView(viewAnswer, kind, section) { return .view(view) }
        let titleAnswer = kind == .header
            ? try ask(.dataSource, "titleForHeaderInSection", number, count: 1)
            : try ask(.dataSource, "titleForFooterInSection", number, count: 1)
        switch titleAnswer {
        case nil, .none?: return nil
        case .string(let title)?: return .title(title)
        case .number(let n)?: return .title(formatNumber(n))
        case let other?:
            throw EngineError.invalidOperation("titleFor\(kind.name)InSection of the data source of \(label) returned \(other.typeName) for section \(section); it must return a string or nil")
        }
    }

    /// The view a delegate returned, refused when it cannot be a header here.
    private func checkedView(_ answer: ScriptValue?, _ kind: SupplementaryKind, _ section: Int) throws -> View? {
        let method = "viewFor\(kind.name)InSection"
        guard let answer else { return nil }
        if case .none = answer { return nil }
        guard case .object(let object) = answer, let view = object as? View else {
            throw EngineError.invalidOperation("\(method) of the delegate of \(label) returned \(answer.typeName) for section \(section); it must return a UIView or nil")
        }
        if view === self || isDescendant(of: view) {
            throw EngineError.invalidOperation("\(method) of the delegate of \(label) returned \(view.label) for section \(section), but it contains \(label) itself: a header or footer cannot hold its table")
        }
        if view is ContainerCell, view.superview === self, indexPath(for: view as! ContainerCell) != nil {
            throw EngineError.invalidOperation("\(method) of the delegate of \(label) returned \(view.label) for section \(section), but it is one of the table's visible cells")
        }
        try refuseShownElsewhere(view, kind, section)
        return view
    }

    /// Each section needs its own view: one shown for another section is refused.
    private func refuseShownElsewhere(_ view: View, _ kind: SupplementaryKind, _ section: Int) throws {
        for (key, shown) in [(SupplementaryKind.header, headerViews), (.footer, footerViews)] {
            for (other, v) in shown where v === view && (key != kind || other != section) {
                throw EngineError.invalidOperation("viewFor\(kind.name)InSection of the delegate of \(label) returned \(view.label) for section \(section), but it is already the \(key == .header ? "header" : "footer") of section \(other): each section needs its own view")
            }
        }
    }

    // MARK: Placement (after the cells, at every layout of the rows)

    /// Places the headers and footers of the sections in view, asking for the
    /// ones coming into view; removes those that left; keeps them above the cells.
    func placeSupplementaryViews() throws {
        defer { if !measuredSupplementary.isEmpty { measuredSupplementary = [:] } }
        let visible = bounds
        var wantedHeaders: [(Int, Rect)] = []
        var wantedFooters: [(Int, Rect)] = []
        if visible.size.height > 0, visible.size.width > 0, !sections.isEmpty {
            let top = contentOffset.y + contentInset.top
            let bottom = contentOffset.y + visible.size.height - contentInset.bottom
            var s = sectionIndex(at: visible.minY)
            while s < sections.count, sections[s].top < visible.maxY {
                let section = sections[s]
                let rowsBottom = section.rowsTop + section.rowsHeight
                if section.header > 0 {
                    // Floats: not above the visible top, not past its section's last row.
                    let y = min(max(section.top, top), max(section.top, rowsBottom - section.header))
                    let frame = Rect(0, y, visible.size.width, section.header)
                    if frame.maxY > visible.minY, frame.minY < visible.maxY { wantedHeaders.append((s, frame)) }
                }
                if section.footer > 0 {
                    // Mirrored: not below the visible bottom, not above its section's first row.
                    let y = max(min(rowsBottom, bottom - section.footer), section.rowsTop)
                    let frame = Rect(0, y, visible.size.width, section.footer)
                    if frame.maxY > visible.minY, frame.minY < visible.maxY { wantedFooters.append((s, frame)) }
                }
                try engine.spend(1)
                s += 1
            }
        }
        try place(.header, wantedHeaders)
        try place(.footer, wantedFooters)
        keepSupplementaryViewsInFront()
    }

    private func place(_ kind: SupplementaryKind, _ wanted: [(Int, Rect)]) throws {
        let shown = kind == .header ? headerViews : footerViews
        // The usual table has neither: nothing to do at each scroll step.
        if wanted.isEmpty, shown.isEmpty { return }
        var kept: [Int: View] = [:]
        let wantedSections = Set(wanted.map(\.0))
        for (section, view) in shown {
            if wantedSections.contains(section) { kept[section] = view } else if view.superview === self { view.removeFromSuperview() }
        }
        setShown(kind, kept)
        busyWith = "asking viewFor\(kind.name)InSection"
        defer { busyWith = nil }
        for (section, frame) in wanted {
            if let view = kept[section], view.superview === self {
                view.frame = frame
                continue
            }
            let key = SupplementaryKey(kind: kind, section: section)
            let given = try measuredSupplementary.removeValue(forKey: key) ?? askSupplementary(kind, section)
            let view: View
            switch given {
            case nil: continue
            case .view(let v)?:
                try refuseShownElsewhere(v, kind, section)
                view = v
            case .title(let title)?:
                let label = Label(engine: engine)
                label.text = title
                view = label
            }
            view.frame = frame
            try addSubview(view)
            kept[section] = view
            setShown(kind, kept)
        }
    }

    private func setShown(_ kind: SupplementaryKind, _ views: [Int: View]) {
        if kind == .header { headerViews = views } else { footerViews = views }
    }

    /// Headers and footers above every cell, in section order (headers, then footers).
    private func keepSupplementaryViewsInFront() {
        let views = headerViews.sorted { $0.key < $1.key }.map(\.value) + footerViews.sorted { $0.key < $1.key }.map(\.value)
        guard !views.isEmpty else { return }
        let tail = subviews.suffix(views.count)
        if tail.count == views.count, zip(tail, views).allSatisfy({ $0 === $1 }) { return }
        for view in views where view.superview === self { bringSubviewToFront(view) }
    }

    /// At a reload: every header and footer view leaves.
    func removeSupplementaryViews() {
        for view in headerViews.values where view.superview === self { view.removeFromSuperview() }
        for view in footerViews.values where view.superview === self { view.removeFromSuperview() }
        headerViews = [:]
        footerViews = [:]
    }
}
