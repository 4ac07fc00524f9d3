-- Seed: none (SPEC 11.4)
-- "The button in my custom table cell doesn't respond, since iOS 14." The cell's
-- setup did cell:addSubview(button): the button is a subview of the cell itself.
-- Tapping it selects the row instead.
--
-- Why: every UITableViewCell has a contentView that fills it, and UIKit keeps the
-- contentView in front of the cell's other subviews. Hit testing tries subviews
-- front to back, so the contentView (an ordinary, interactive view) takes every
-- touch inside the cell before the button behind it is ever asked; the touch goes
-- up from the contentView to the cell, which selects the row. Before iOS 14 the
-- contentView was not kept in front, so old code that added to the cell worked.
-- The fix is the documented one: views for the cell's content go in contentView.
local window = UIWindow{}
window:makeKeyAndVisible()

local Cell = UITableViewCell:subclass("ProductCell")
function Cell:init(props)
  self.buy = UIButton{name = "Buy", title = "Buy", frame = {280, 6, 80, 32}}
  self.buy:addTarget(nil, function() print("  Buy: touchUpInside") end, "touchUpInside")
  self:addSubview(self.buy) -- the bug: on the cell, not its contentView
end

local shop = {}
function shop:numberOfRowsInSection(tv, section) return 3 end
function shop:cellForRowAt(tv, indexPath)
  local cell = tv:dequeueReusableCell("product")
  cell.textLabel.text = "Product " .. indexPath.row
  return cell
end
function shop:didSelectRowAt(tv, indexPath) print("  didSelectRowAt " .. tostring(indexPath)) end
local products = UITableView{name = "products", frame = {0, 0, 375, 667}}
products:register(Cell, "product")
products.delegate = shop
products.dataSource = shop
window:addSubview(products)

local cell = assert(products:cellForRowAt({0, 1}))
print("the cell's subviews, back to front:")
for i, v in ipairs(cell.subviews) do print("  " .. i .. ". " .. tostring(v)) end
print("tap on Buy in row 1:")
local hit = tap(cell.buy)
print("  the touch went to " .. tostring(hit))

print("the fix, Buy moved into the contentView:")
for _, c in ipairs(products.visibleCells) do c.contentView:addSubview(c.buy) end
hit = tap(cell.buy)
print("  the touch went to " .. tostring(hit))
print("  selected row: " .. tostring(products.indexPathForSelectedRow))
