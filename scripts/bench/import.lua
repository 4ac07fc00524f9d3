-- Benchmark: importing a 10,000-view recursiveDescription dump (budget: under 1 s in a
-- release build). Makes the dump (a long table of order cells, with text, addresses,
-- custom classes, rotated badges, gesture recognizers, a content offset), then times
-- importHierarchy on it. Prints times; asserts nothing about them.
local lines = {}
local address = 0x7f9a3c400000
local function line(depth, class, fields)
  address = address + 0x110
  local prefix = depth == 0 and "" or ("   |" .. string.rep("    |", depth - 1) .. " ")
  lines[#lines + 1] = string.format("%s<%s: 0x%x; %s; layer = <CALayer: 0x6000%08x>>", prefix, class, address, fields, address % 0xffffffff)
end

line(0, "UIWindow", "frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c91e90>")
line(1, "UITransitionView", "frame = (0 0; 390 844); autoresize = W+H")
line(2, "UIDropShadowView", "frame = (0 0; 390 844); clipsToBounds = YES; autoresize = W+H")
line(3, "UILayoutContainerView", "frame = (0 0; 390 844); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x600000cb7f60>")
line(4, "UIView", "frame = (0 0; 390 844); autoresize = W+H; backgroundColor = <UIDynamicSystemColor: 0x600001788c40; name = systemBackgroundColor>")
line(5, "UITableView", "frame = (0 0; 390 844); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600000cb9d40>; contentOffset: {0, 43816.666666666664}; contentSize: {390, 87912}; adjustedContentInset: {143.33333333333334, 0, 34, 0}")
local cells = 999
for i = 1, cells do
  local y = (i - 1) * 88
  line(6, "Orders.OrderCell", string.format("baseClass = UITableViewCell; frame = (0 %d; 390 88); autoresize = W", y))
  line(7, "UITableViewCellContentView", "frame = (0 0; 390 88); gestureRecognizers = <NSArray: 0x600000cbc7b0>")
  line(8, "Orders.OrderCardView", "frame = (16 8; 358 72); gestureRecognizers = <NSArray: 0x600000cbc990>; backgroundColor = UIExtendedSRGBColorSpace 1 1 1 1")
  line(9, "UILabel", string.format("frame = (16 12; 240 20.3333); text = 'Order #%d; Tom's <b>'; userInteractionEnabled = NO", 1000 + i))
  line(9, "UILabel", string.format("frame = (16 38; 240 18); text = '%d items · $%d.50'; userInteractionEnabled = NO", i % 7 + 1, i % 90 + 10))
  line(9, "UIImageView", "frame = (326 28.6667; 12 14.6667); opaque = NO; userInteractionEnabled = NO")
  line(9, "Orders.StatusBadgeView", "frame = (283.331 15.2301; 61.3388 41.5398); transform = [0.96592582628906831, -0.25881904510252074, 0.25881904510252074, 0.96592582628906831, 0, 0]; backgroundColor = UIExtendedSRGBColorSpace 0.203922 0.780392 0.34902 1")
  line(10, "UILabel", "frame = (6 6; 44 16); text = 'Shipped'; userInteractionEnabled = NO")
  line(8, "UIButton", "frame = (330 20; 44 44); opaque = NO")
  line(7, "_UITableViewCellSeparatorView", "frame = (16 87.6667; 374 0.333333)")
end
line(6, "_UIScrollViewScrollIndicator", "frame = (384 43822.7; 3 6); alpha = 0; autoresize = LM")
line(5, "Orders.CheckoutBarView", "frame = (0 760; 390 84)")
line(6, "UIButton", "frame = (16 12; 358 50); opaque = NO")
line(5, "Orders.LoadingOverlayView", "frame = (0 0; 390 844); hidden = YES")
local text = table.concat(lines, "\n") .. "\n"
print(string.format("dump: %d views, %.1f MB of text", #lines, #text / 1e6))

local path = os.tmpname()
local f = assert(io.open(path, "w"))
f:write(text)
f:close()

local runs = 5
local best, total = math.huge, 0
local root
for run = 1, runs do
  local start = os.clock()
  root = importHierarchy(path)
  local elapsed = os.clock() - start
  best, total = math.min(best, elapsed), total + elapsed
  root.hidden = true   -- keep later runs' hit tests on their own window
end
os.remove(path)
root.hidden = false
print(string.format("%-62s %8.3f   (budget: under 1)  %s", "importHierarchy of " .. #lines .. " views, best of " .. runs .. ", s",
  best, best < 1 and "ok" or "OVER BUDGET"))
print(string.format("%-62s %8.3f", "mean, s", total / runs))

-- The import is usable: the table is scrolled to cell 502, whose button is at (352, 300).
local start = os.clock()
local hit = hitTest(352, 300)
print("a hit test after the import:", hit and hit.className or "nothing", string.format("(%.2f ms)", (os.clock() - start) * 1000))
