// What the app shell uses of the admin feature: its two pages (the dashboard and the clients page).
export { AdminClients } from "./admin-clients";
export { AdminDashboard } from "./admin-dashboard";
