// The icons a navigation item may name (spec 3 §3 iconName): a fixed map, so the menu data cannot
// pull arbitrary code in, and a name this map does not know shows no icon rather than failing.
import { createElement } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Article from '@mui/icons-material/Article';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import BarChart from '@mui/icons-material/BarChart';
import Business from '@mui/icons-material/Business';
import Campaign from '@mui/icons-material/Campaign';
import Computer from '@mui/icons-material/Computer';
import EventNote from '@mui/icons-material/EventNote';
import Forum from '@mui/icons-material/Forum';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import Inventory from '@mui/icons-material/Inventory';
import Memory from '@mui/icons-material/Memory';
import MenuBook from '@mui/icons-material/MenuBook';
import OpenInNew from '@mui/icons-material/OpenInNew';
import People from '@mui/icons-material/People';
import Poll from '@mui/icons-material/Poll';
import Radar from '@mui/icons-material/Radar';
import Search from '@mui/icons-material/Search';
import Security from '@mui/icons-material/Security';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import SupportAgent from '@mui/icons-material/SupportAgent';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Videocam from '@mui/icons-material/Videocam';

type SvgIconComponent = typeof SvgIcon;

const NAVIGATION_ICONS: Readonly<Record<string, SvgIconComponent>> = {
  Article, AutoAwesome, BarChart, Business, Campaign, Computer, EventNote, Forum, Groups, Handshake, Inventory, Memory,
  MenuBook, OpenInNew, People, Poll, Radar, Search, Security, ShoppingCart, SupportAgent, TrendingUp, Videocam,
};

/** The icon for a navigation item's iconName, or null for none or an unknown name. */
export function navigationIcon(name: string | null | undefined): SvgIconComponent | null {
  return name && Object.hasOwn(NAVIGATION_ICONS, name) ? NAVIGATION_ICONS[name]! : null;
}

/** The icon as an element, decorative (the label says what the item is), or undefined. */
export function navigationIconElement(name: string | null | undefined, fontSize: 'small' | 'inherit' | 'medium' = 'medium') {
  const icon = navigationIcon(name);
  return icon ? createElement(icon, { fontSize, 'aria-hidden': true, 'data-icon': name } as SvgIconProps) : undefined;
}

/** The item's icon, or nothing. */
export function NavigationIcon({ name }: { name: string | null | undefined }) {
  return navigationIconElement(name, 'small') ?? null;
}
